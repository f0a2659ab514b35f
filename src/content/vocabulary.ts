/**
 * Closed lists of values shared by the content schemas and the router. Plain constants, free of
 * any dependency, so that the edge function can import them.
 */

/** Pricing models, as vendors publish them. */
export const PRICING = ['free', 'freemium', 'paid', 'enterprise'] as const;
export type Pricing = (typeof PRICING)[number];

/** `chatgpt`, `la-digitale`: lower-case ASCII words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
