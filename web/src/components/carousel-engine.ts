// Swiper itself, loaded apart from the page (Carousel imports this module when the carousel first starts), so
// the home page's first load carries none of it.
import Swiper from "swiper";
import { A11y, Navigation } from "swiper/modules";
import type { SwiperOptions } from "swiper/types";

export type { Swiper };

/** Starts Swiper on markup Carousel has already rendered (`.swiper > .swiper-wrapper > .swiper-slide`). */
export function startSwiper(container: HTMLElement, options: SwiperOptions): Swiper {
  return new Swiper(container, { modules: [Navigation, A11y], ...options });
}
