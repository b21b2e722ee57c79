import { useDeferredValue, useEffect, useRef, useState, type ReactNode } from "react";
import "swiper/css";
import "swiper/css/navigation";
import { whenIdleAfterLoad } from "@/lib/idle";
import type { Swiper } from "@/components/carousel-engine";

/**
 * product §2/§9: 1 slide on small screens, 2 from 768px, 3 from 1180px; `maxPerView` caps it (News shows at
 * most 2). index.css lays the slides out the same way (`.carousel`'s --per-view and --gap) until Swiper starts,
 * so nothing moves when it does.
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
 * loading state reserves, so nothing below jumps when the carousel arrives. */
export const CAROUSEL_MIN_HEIGHT = "min-h-[32rem] sm:min-h-80";

/**
 * Whether the slides in view are within one screenful of the last loaded slide: time to load the next page, so
 * it is there before the shopper reaches the end.
 */
export function isNearEnd(activeIndex: number, perView: number, slideCount: number): boolean {
  return activeIndex + 2 * perView >= slideCount;
}

// Swiper's own arrow, drawn before Swiper starts (it adds its icon only to an arrow that has none).
function ArrowIcon() {
  return (
    <svg
      className="swiper-navigation-icon"
      width="11"
      height="20"
      viewBox="0 0.28 11 20"
      fill="none"
      aria-hidden="true"
    >
      <path
        d="M0.38296 20.0762C0.111788 19.805 0.111788 19.3654 0.38296 19.0942L9.19758 10.2796L0.38296 1.46497C0.111788 1.19379 0.111788 0.754138 0.38296 0.482966C0.654131 0.211794 1.09379 0.211794 1.36496 0.482966L10.4341 9.55214C10.8359 9.9539 10.8359 10.6053 10.4341 11.007L1.36496 20.0762C1.09379 20.3474 0.654131 20.3474 0.38296 20.0762Z"
        fill="currentColor"
      />
    </svg>
  );
}

const NO_ITEMS: readonly never[] = [];

/**
 * The slides are rendered as Swiper's markup at once, laid out by CSS; Swiper (its code is loaded apart, see
 * carousel-engine.ts) starts on that markup once the carousel is on screen and the browser is idle after the
 * page's load, or as soon as the shopper reaches for it (pointer, touch or keyboard focus). So the first screen
 * paints without it, and an arrow pressed before it is ready still moves the carousel.
 */
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
  // A query's answer renders synchronously, in one task; the slides are instead built in a background render
  // that React slices into short tasks, the carousel starting empty (its height is reserved by the caller).
  const shownItems = useDeferredValue(items, NO_ITEMS);
  const container = useRef<HTMLDivElement>(null);
  const prev = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const swiper = useRef<Swiper | null>(null);
  // The latest callback, read by Swiper's handlers (which are bound once, when it starts).
  const nearEnd = useRef(onNearEnd);
  useEffect(() => {
    nearEnd.current = onNearEnd;
  });
  const [wanted, setWanted] = useState(false);
  // Arrow presses before Swiper has started (+1 next, -1 previous): played once it has.
  const pendingMoves = useRef(0);
  const want = () => setWanted(true);

  // Swiper is wanted once the carousel is on screen (and the browser idle after the load), or at once on a
  // shopper's reach; a carousel below the fold costs nothing until it is scrolled to.
  useEffect(() => {
    const element = container.current;
    if (!element || typeof IntersectionObserver !== "function") return whenIdleAfterLoad(() => setWanted(true));
    let cancelIdle = () => {};
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      cancelIdle = whenIdleAfterLoad(() => setWanted(true));
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelIdle();
    };
  }, []);

  useEffect(() => {
    if (!wanted) return;
    let stopped = false;
    const checkNearEnd = (s: Swiper) => {
      const perView = typeof s.params.slidesPerView === "number" ? s.params.slidesPerView : 1;
      if (s.isEnd || isNearEnd(s.activeIndex, perView, s.slides.length)) nearEnd.current?.();
    };
    void import("@/components/carousel-engine").then(({ startSwiper }) => {
      if (stopped || !container.current) return;
      const started = startSwiper(container.current, {
        navigation: { prevEl: prev.current, nextEl: next.current },
        slidesPerView: 1,
        spaceBetween: 30,
        breakpoints: breakpoints(maxPerView),
        a11y: { containerMessage: label },
        on: { slideChange: checkNearEnd, reachEnd: () => nearEnd.current?.() },
      });
      swiper.current = started;
      if (pendingMoves.current) started.slideTo(Math.max(0, pendingMoves.current));
      pendingMoves.current = 0;
    });
    return () => {
      stopped = true;
      swiper.current?.destroy(false, false);
      swiper.current = null;
    };
  }, [wanted, label, maxPerView]);

  // A page of slides added (or a list replaced): Swiper measures them again.
  const keys = shownItems.map(itemKey).join("\n");
  useEffect(() => {
    swiper.current?.update();
  }, [keys]);

  const arrow = (direction: "prev" | "next") => (
    <button
      ref={direction === "prev" ? prev : next}
      type="button"
      aria-label={direction === "prev" ? "Previous slide" : "Next slide"}
      className={`swiper-button-${direction}`}
      onClick={() => {
        if (swiper.current) return; // Swiper's own handler moves it
        pendingMoves.current += direction === "next" ? 1 : -1;
        want();
      }}
    >
      <ArrowIcon />
    </button>
  );

  // The arrows live beside the slides, in the wrapper's gutter, not on them: Swiper clips what it holds at its
  // own edge, so slides never show under an arrow and an arrow never covers a cover or a title.
  return (
    <div
      className="carousel relative px-10"
      data-max-per-view={maxPerView}
      onPointerEnter={want}
      onTouchStart={want}
      onFocus={want}
    >
      {arrow("prev")}
      {arrow("next")}
      {/* A named group from the first render, before Swiper (which names it too) has started. */}
      <div ref={container} className="swiper" role="group" aria-label={label}>
        <div className="swiper-wrapper">
          {shownItems.map((item) => (
            <div key={itemKey(item)} className="swiper-slide">
              {renderItem(item)}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
