import { MailButton, MailLayout } from "./mail-layout";
import { plainText, type MailParts, type MailSite } from "./mail-parts";

/** An import job's outcome as its mail tells it. */
export interface MailImportJob {
  id: string;
  status: "done" | "failed";
  total: number;
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
  errorCount: number;
  warningCount: number;
}

const countLines = (job: MailImportJob) => [
  `Rows: ${job.total}`,
  `Created: ${job.created}`,
  `Updated: ${job.updated}`,
  `Unchanged: ${job.unchanged}`,
  `Skipped: ${job.skipped}`,
  `Errors: ${job.errorCount}`,
  `Warnings: ${job.warningCount}`,
];

/** To the shop, when an import job ends, done or failed. */
export function importEndedMail(site: MailSite, job: MailImportJob): MailParts {
  const outcome = job.status === "done" ? "finished" : "failed";
  const link = `${site.siteUrl}/dashboard/manage-books`;
  return {
    subject: `Import ${outcome}: ${job.created} created, ${job.updated} updated, ${job.skipped} skipped`,
    body: (
      <MailLayout storeName={site.storeName} heading={`Import ${outcome}`}>
        <ul style={{ margin: "0 0 16px", paddingLeft: 20 }}>
          {countLines(job).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <MailButton href={link}>Open Manage Books</MailButton>
      </MailLayout>
    ),
    text: plainText(site, `Import ${outcome}.`, countLines(job).join("\n"), link),
  };
}
