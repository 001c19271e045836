import { galleryImages } from "@/lib/content";

export function GallerySection() {
  return (
    <section id="gallery" aria-labelledby="gallery-heading" className="scroll-mt-24 py-20">
      <div className="container-site">
        <p className="eyebrow text-brass-700">Gallery</p>
        <h2 id="gallery-heading" className="mt-3 font-display text-display-sm font-semibold">
          Project gallery
        </h2>
        <p className="mt-4 text-stone-700">{galleryImages.length} views of the project.</p>
      </div>
    </section>
  );
}
