import { focusNewsletter } from "@/components/layout/newsletter-focus";
import { BannerArt } from "@/features/home/components/banner-art";

export function Banner() {
  return (
    <section
      aria-labelledby="banner-heading"
      className="flex flex-col-reverse items-center justify-between gap-12 py-16 md:flex-row"
    >
      <div className="w-full md:w-1/2">
        <h1 id="banner-heading" className="mb-7 text-2xl font-medium md:text-5xl">
          New Releases This Week
        </h1>
        <p className="mb-10">
          It&apos;s time to update your reading list with some of the latest and greatest releases in the literary
          world. From heart-pumping thrillers to captivating memoirs, this week&apos;s new releases offer something for
          everyone.
        </p>
        {/* Takes the shopper to the footer's newsletter, where the subscription happens. */}
        <button type="button" onClick={focusNewsletter} className="btn btn-brand px-12">
          Subscribe
        </button>
      </div>
      <div className="flex w-full items-center md:w-1/2 md:justify-end">
        <BannerArt className="h-auto w-full max-w-md" />
      </div>
    </section>
  );
}
