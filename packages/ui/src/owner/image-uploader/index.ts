export { ImageUploader, imageUploaderMessages } from "./image-uploader";
export type { ImageUploaderItem, ImageUploaderProps } from "./image-uploader";
