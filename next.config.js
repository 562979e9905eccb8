// @ts-check
const { withSentryConfig } = require('@sentry/nextjs/config');

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // No X-Powered-By; the security headers of every page are set by server.ts (lib/server/http/page-headers.ts).
  poweredByHeader: false,
  images: {
    // Spec §9.
    deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
    imageSizes: [16, 32, 48, 64, 96, 128, 256, 384],
  },
  // The spec names the invoice cancel screen "cancel (or cancel-invoice)": the second name leads to the first.
  async redirects() {
    return [{ source: '/finance/ar/invoice/cancel-invoice', destination: '/finance/ar/invoice/cancel', permanent: false }];
  },
};

const uploadSourceMaps = Boolean(process.env.SENTRY_AUTH_TOKEN);

module.exports = withSentryConfig(nextConfig, {
  org: process.env.SENTRY_ORG,
  project: process.env.SENTRY_PROJECT,
  authToken: process.env.SENTRY_AUTH_TOKEN,
  // Spec §7: monitoring events go to the same-origin tunnel.
  tunnelRoute: '/monitoring',
  telemetry: false,
  silent: true,
  sourcemaps: { disable: !uploadSourceMaps },
  release: { create: uploadSourceMaps },
  // Sentry's debug logging is never switched on here; the app has no iframes or shadow DOM to record.
  bundleSizeOptimizations: { excludeDebugStatements: true, excludeReplayIframe: true, excludeReplayShadowDom: true },
});
