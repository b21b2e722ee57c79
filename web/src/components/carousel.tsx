import { useState, type ReactNode } from "react";
import { A11y, Navigation } from "swiper/modules";
import { Swiper, SwiperSlide } from "swiper/react";
import type { Swiper as SwiperInstance } from "swiper/types";
import "swiper/css";
import "swiper/css/navigation";
import { useBuildWhenNeeded } from "@/hooks/use-build-when-needed";

/**
 * product §2/§9: 1 slide on small screens, 2 from 768px, 3 from 1180px; `maxPerView` caps it (News shows at
 * most 2). The breakpoints match the Tailwind ones in index.css.
 */
function breakpoints(maxPerView: number) {
  const perView = (n: number) => Math.min(n, maxPerView);
  return {
    640: { slidesPerView: perView(1), spaceBetween: 20 },
    768: { slidesPerView: perView(2), spaceBetween: 40 },
    1024: { slidesPerView: perView(2), spaceBetween: 50 },
    1180: { slidesPerView: perView(3), spaceBetween: 50 },
  };
}

/** About the height a carousel of book cards takes (one card per view on phones, a row from 640 px): what a
 * placeholder or a loading state reserves, so nothing below jumps when the carousel arrives. */
export const CAROUSEL_MIN_HEIGHT = "min-h-[32rem] sm:min-h-80";

/**
 * Whether the slides in view are within one screenful of the last loaded slide: time to load the next page, so
 * it is there before the shopper reaches the end.
 */
export function isNearEnd(activeIndex: number, perView: number, slideCount: number): boolean {
  return activeIndex + 2 * perView >= slideCount;
}

export function Carousel<T>({
  items,
  itemKey,
  renderItem,
  label,
  maxPerView = 3,
  onNearEnd,
}: {
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** Names the carousel region for assistive technology. */
  label: string;
  maxPerView?: number;
  /** Called as the shopper moves towards the last slide (and when it is reached): a paged list loads more. */
  onNearEnd?: () => void;
}) {
  const { ref, build } = useBuildWhenNeeded();
  // The arrows live beside the slides, in the wrapper's gutter, not on them: Swiper clips what it holds at its
  // own edge, so slides never show under an arrow and an arrow never covers a cover or a title.
  const [prevEl, setPrevEl] = useState<HTMLDivElement | null>(null);
  const [nextEl, setNextEl] = useState<HTMLDivElement | null>(null);
  const checkNearEnd = (swiper: SwiperInstance) => {
    const perView = typeof swiper.params.slidesPerView === "number" ? swiper.params.slidesPerView : 1;
    if (swiper.isEnd || isNearEnd(swiper.activeIndex, perView, swiper.slides.length)) onNearEnd?.();
  };
  if (!build) return <div ref={ref} className={CAROUSEL_MIN_HEIGHT} />;
  return (
    <div className="carousel relative px-10">
      <div ref={setPrevEl} className="swiper-button-prev" />
      <div ref={setNextEl} className="swiper-button-next" />
      {/* Swiper starts once its arrows exist, so it takes them rather than drawing its own inside its frame. */}
      {prevEl && nextEl ? (
        <Swiper
          modules={[Navigation, A11y]}
          navigation={{ prevEl, nextEl }}
          slidesPerView={1}
          spaceBetween={30}
          breakpoints={breakpoints(maxPerView)}
          a11y={{ containerMessage: label }}
          aria-label={label}
          onSlideChange={onNearEnd && checkNearEnd}
          onReachEnd={onNearEnd && (() => onNearEnd())}
        >
          {items.map((item) => (
            <SwiperSlide key={itemKey(item)}>{renderItem(item)}</SwiperSlide>
          ))}
        </Swiper>
      ) : (
        <div className={CAROUSEL_MIN_HEIGHT} />
      )}
    </div>
  );
}
