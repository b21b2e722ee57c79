import { useMutation } from "@tanstack/react-query";
import { downloadAccountData } from "@/features/auth/api/account-data";
import { AccountSection, FormOutcome } from "@/features/auth/components/account-section";
import { accountProblem } from "@/features/auth/utils/auth-error-text";

export function DownloadDataSection() {
  const download = useMutation({ mutationFn: downloadAccountData });
  return (
    <AccountSection title="Download your data">
      <p className="mb-3 text-sm text-gray-700">
        Everything the store keeps about you (your account, orders, reviews, wishlist, saved addresses and newsletter
        subscription) as one JSON file.
      </p>
      <button
        type="button"
        disabled={download.isPending}
        onClick={() => download.mutate()}
        className="btn btn-action px-6"
      >
        Download my data
      </button>
      <FormOutcome
        done={download.isSuccess ? `Saved as ${download.data}.` : undefined}
        failed={download.isError ? accountProblem(download.error) : undefined}
      />
    </AccountSection>
  );
}
