import { ACTIVITY_ACTIONS, ACTIVITY_TARGET_TYPES, type ActivityAction, type ActivityEntry } from "@bookstore/schema";
import { AdminPagedSection } from "@/features/admin/components/admin-paged-section";
import { useSearchParams } from "react-router-dom";
import { FormField } from "@/components/form-field";
import { useActivity, type ActivityFilters } from "@/features/admin/activity/api/activity";
import { ActivityTarget } from "@/features/admin/activity/components/activity-target";
import { ACTION_NAMES, activitySentence } from "@/features/admin/activity/utils/activity-sentence";
import { useStaffList } from "@/features/admin/staff/api/staff";
import { inputClassName } from "@/features/admin/components/admin-input";
import { formatDateTime } from "@/lib/format";

const FILTERS = ["actor", "action", "target"] as const;

/**
 * /dashboard/activity (owner): who changed what, newest first, a page at a time. The filters live in the address
 * (`?actor=&action=&target=`), so a filtered log can be linked to and survives a reload.
 */
export function ActivityLog() {
  const [params, setParams] = useSearchParams();
  const filters: ActivityFilters = {};
  for (const key of FILTERS) {
    const value = params.get(key);
    if (value) (filters as Record<string, string>)[key] = value;
  }
  const staff = useStaffList();
  const paged = useActivity(filters);

  const setFilter = (key: (typeof FILTERS)[number], value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  return (
    <AdminPagedSection
      id="activity-title"
      title="Activity"
      query={paged}
      rows={paged.data?.pages.flatMap((page) => page.entries)}
      error={paged.error?.message}
      empty="Nothing recorded yet."
      toolbar={
        <div className="grid gap-x-4 sm:grid-cols-3">
          <FormField id="activity-actor" label="Member">
            {() => (
              <select
                id="activity-actor"
                value={filters.actor ?? ""}
                onChange={(event) => setFilter("actor", event.target.value)}
                className={inputClassName}
              >
                <option value="">Everyone</option>
                {staff.data?.staff.map((member) => (
                  <option key={member.id} value={member.id}>
                    {member.username}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField id="activity-action" label="Action">
            {() => (
              <select
                id="activity-action"
                value={filters.action ?? ""}
                onChange={(event) => setFilter("action", event.target.value)}
                className={inputClassName}
              >
                <option value="">Any action</option>
                {ACTIVITY_ACTIONS.map((action: ActivityAction) => (
                  <option key={action} value={action}>
                    {ACTION_NAMES[action]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField id="activity-target" label="Target">
            {() => (
              <select
                id="activity-target"
                value={filters.target ?? ""}
                onChange={(event) => setFilter("target", event.target.value)}
                className={inputClassName}
              >
                <option value="">Anything</option>
                {/* A link to one thing's history (`book:<id>`) keeps it selectable. */}
                {filters.target?.includes(":") && <option value={filters.target}>{filters.target}</option>}
                {ACTIVITY_TARGET_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {type}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
      }
    >
      {(entries) => (
        <ol className="divide-y divide-gray-100 px-4 sm:px-6">
          {entries.map((entry) => (
            <li key={entry.id} className="py-3 wrap-anywhere">
              <ActivityLine entry={entry} />
            </li>
          ))}
        </ol>
      )}
    </AdminPagedSection>
  );
}

/** One entry: who did what to which, in a sentence, then when and the details. */
function ActivityLine({ entry }: { entry: ActivityEntry }) {
  const sentence = activitySentence(entry);
  return (
    <>
      <p>
        <span className="font-semibold">{entry.actor.username}</span> {sentence.before}
        {sentence.showTarget && (
          <>
            {" "}
            <ActivityTarget entry={entry} />
          </>
        )}
        {sentence.after && ` ${sentence.after}`}
      </p>
      <p className="text-sm text-gray-600">
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
        {sentence.details && <> · {sentence.details}</>}
      </p>
    </>
  );
}
