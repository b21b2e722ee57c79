import type { StaffSetupLink } from "@bookstore/schema";
import { useState } from "react";
import { AdminPagedSection } from "@/features/admin/components/admin-paged-section";
import { useStaffList } from "@/features/admin/staff/api/staff";
import { HireForm } from "@/features/admin/staff/components/hire-form";
import { SetupLinkNotice } from "@/features/admin/staff/components/setup-link-notice";
import { StaffMemberRow } from "@/features/admin/staff/components/staff-member-row";

/**
 * /dashboard/staff (owner): the team, their roles, disabling and resetting them, and hiring. Each set-up link
 * handed out stays on the page, newest first, until the owner dismisses it (a member's newer link replaces theirs).
 */
export function StaffPage() {
  const staff = useStaffList();
  const [links, setLinks] = useState<StaffSetupLink[]>([]);
  const [notice, setNotice] = useState("");
  const addLink = (link: StaffSetupLink) => setLinks((shown) => [link, ...shown.filter((each) => each.id !== link.id)]);
  const dismiss = (id: string) => setLinks((shown) => shown.filter((each) => each.id !== id));

  return (
    <div className="space-y-6">
      <HireForm
        onHired={(link) => {
          addLink(link);
          setNotice(`${link.username} is added: hand over their set-up link.`);
        }}
      />
      {links.length > 0 && (
        <ul aria-label="Set-up links" className="space-y-3">
          {links.map((link) => (
            <li key={link.id}>
              <SetupLinkNotice link={link} onDismiss={() => dismiss(link.id)} />
            </li>
          ))}
        </ul>
      )}
      <AdminPagedSection
        id="staff-title"
        title="Staff"
        toolbar={
          <p role="status" className="text-sm font-medium text-gray-800 empty:hidden">
            {notice}
          </p>
        }
        query={staff}
        rows={staff.data?.staff}
        error={staff.error?.message}
        empty="No members yet."
      >
        {(members) => (
          <ul className="divide-y divide-gray-100 px-4 pb-3 sm:px-6">
            {members.map((member) => (
              <StaffMemberRow key={member.id} member={member} onNotice={setNotice} onLink={addLink} />
            ))}
          </ul>
        )}
      </AdminPagedSection>
    </div>
  );
}
