export const footer = {
  brokerSharing:
    "Your details go to the channel partner's and the developer's sales teams to answer your enquiry, and to registered brokers only if you tick the box for it on the form.",
  priceChange: "Prices, offers and availability are subject to change without notice.",
} as const;
