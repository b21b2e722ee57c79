import type { ReactNode } from "react";
import { A11y, Navigation } from "swiper/modules";
import { Swiper, SwiperSlide } from "swiper/react";
import "swiper/css";
import "swiper/css/navigation";

/**
 * SPEC §2/§9: 1 slide on small screens, 2 from 768px, 3 from 1180px; `maxPerView` caps it (News shows at
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

export function Carousel<T>({
  items,
  itemKey,
  renderItem,
  label,
  maxPerView = 3,
}: {
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** Names the carousel region for assistive technology. */
  label: string;
  maxPerView?: number;
}) {
  return (
    <Swiper
      modules={[Navigation, A11y]}
      navigation
      slidesPerView={1}
      spaceBetween={30}
      breakpoints={breakpoints(maxPerView)}
      a11y={{ containerMessage: label }}
      aria-label={label}
    >
      {items.map((item) => (
        <SwiperSlide key={itemKey(item)}>{renderItem(item)}</SwiperSlide>
      ))}
    </Swiper>
  );
}
