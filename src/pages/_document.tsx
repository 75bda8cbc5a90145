import Document, { Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';
import { ServerStyleSheet } from 'styled-components';
import { directionOf } from '@/lib/i18n/text-direction';
import { EARLY_CLICKS_SCRIPT } from '@/lib/react/early-clicks';
import { PaintFirstHead } from '@/server/page-props/paint-first-head';
import { nonceOf, setPageSecurityHeaders } from '@/server/page-props/page-security-headers';
import { StylisCache } from '@/server/page-props/stylis-cache';

interface Props extends DocumentInitialProps {
  nonce?: string;
}

/** Collects styled-components styles for SSR, sets lang/dir, and gives the page its CSP nonce and security headers. */
export default class AppDocument extends Document<Props> {
  static async getInitialProps(ctx: DocumentContext): Promise<Props> {
    const sheet = new ServerStyleSheet();
    const originalRenderPage = ctx.renderPage;
    try {
      ctx.renderPage = () =>
        originalRenderPage({
          enhanceApp: (App) => (props) =>
            sheet.collectStyles(
              <StylisCache>
                <App {...props} />
              </StylisCache>,
            ),
        });
      const nonce = ctx.req ? nonceOf(ctx.req) : undefined;
      if (nonce && ctx.res) setPageSecurityHeaders(ctx.res, nonce);
      const initialProps = await Document.getInitialProps(ctx);
      return {
        ...initialProps,
        nonce,
        styles: [initialProps.styles, sheet.getStyleElement()],
      };
    } finally {
      sheet.seal();
    }
  }

  render() {
    const locale = this.props.locale ?? 'fr';
    return (
      <Html lang={locale} dir={directionOf(locale)}>
        <PaintFirstHead nonce={this.props.nonce}>
          <meta name="theme-color" content="#B3401E" />
          <link rel="icon" href="/images/brand/favicon.svg" type="image/svg+xml" />
          <script nonce={this.props.nonce} dangerouslySetInnerHTML={{ __html: EARLY_CLICKS_SCRIPT }} />
        </PaintFirstHead>
        <body>
          <Main />
          <NextScript nonce={this.props.nonce} />
        </body>
      </Html>
    );
  }
}
