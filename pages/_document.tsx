import { Head, Html, Main, NextScript } from 'next/document';
import { RUNTIME_CONFIG_PATH } from '@/lib/runtime-config';

export default function Document() {
  return (
    <Html lang="id">
      <Head>
        <meta name="robots" content="noindex, nofollow" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/*
          The deployment's settings (API base, monitoring DSN) from the server, not from the build:
          synchronous and before Next's own (deferred) scripts, so they are set before any module reads
          them; a same-origin file, never an inline script, for a strict Content-Security-Policy.
        */}
        <script src={RUNTIME_CONFIG_PATH} />
      </Head>
      <body className="bg-slate-50 text-slate-900 antialiased">
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
