import type { ShownImage } from "@/lib/content/images";
import { imageFormats, imageGroups, imageUrl, srcSet } from "@/lib/ui/images";

type Props = {
  image: ShownImage;
  group: keyof typeof imageGroups;
  priority?: boolean;
  className?: string;
  sizes?: string;
};

/** AVIF first, WebP fallback, intrinsic size on the <img> so the box is reserved before it loads. */
export function ResponsivePicture({ image, group, priority = false, className, sizes }: Props) {
  const { widths, sizes: groupSizes } = imageGroups[group];
  const fallbackWidth = widths[Math.floor(widths.length / 2)] ?? image.width;
  return (
    <picture>
      {imageFormats.map((format) => (
        <source
          key={format}
          type={`image/${format}`}
          srcSet={srcSet(image.name, widths, format)}
          sizes={sizes ?? groupSizes}
        />
      ))}
      <img
        src={imageUrl(image.name, fallbackWidth, "webp")}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
        decoding={priority ? "auto" : "async"}
        className={className}
      />
    </picture>
  );
}
