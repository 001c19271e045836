export const gallerySection = {
  eyebrow: "Gallery",
  heading: "Project gallery",
  intro:
    "Artist's impressions of the façade, the studio lobby, the retail promenade, a restaurant, a studio, an office floor and the arrival court. Images are indicative.",
  carouselLabel: "Project gallery images",
} as const;
