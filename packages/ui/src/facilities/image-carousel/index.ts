export { ImageCarousel } from "./image-carousel";
export type { CarouselImage, ImageCarouselProps } from "./image-carousel";
