/**
 * The photo formats the build reads and makes into its own sizes (`scripts/build/covers.ts`,
 * `portraits.ts`): what the content's schemas accept, so that no photo passes the checks without
 * being made (an AVIF upload once did, and the page named a WebP that was never written).
 */
export const photoFile = /\.(?:jpe?g|png|webp)$/i;
