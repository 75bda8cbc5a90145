import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Head } from 'next/document';
import { paintFirstLoaderScript } from '@/lib/react/paint-first-scripts';

interface ScriptProps {
  src?: string;
  defer?: boolean;
  noModule?: boolean;
}

/** A deferred `<script src>` that every browser runs (legacy browsers' `nomodule` polyfills stay as they are). */
const isDeferredScript = (node: ReactNode): node is ReactElement<ScriptProps> =>
  isValidElement<ScriptProps>(node) && node.type === 'script' && typeof node.props.src === 'string' && node.props.defer === true && !node.props.noModule;

/**
 * The document's head with Next.js's deferred `<script src>` tags replaced by one inline loader
 * that adds them once the page is painted (paint-first-scripts.ts). Everything else in the head
 * (inline scripts such as Turbopack's chunk list, styles, meta, the main photo's preload) stays
 * where Next.js put it.
 */
export class PaintFirstHead extends Head {
  render() {
    const head = super.render() as ReactElement<{ children?: ReactNode }>;
    const urls: string[] = [];
    const takeDeferredScripts = (children: ReactNode): ReactNode =>
      Children.map(children, (child) => {
        if (Array.isArray(child)) return takeDeferredScripts(child);
        if (!isDeferredScript(child)) return child;
        urls.push(child.props.src!);
        return null;
      });
    const children = takeDeferredScripts(head.props.children);
    if (urls.length === 0) return head;
    return cloneElement(head, undefined, children, <script key="paint-first-loader" nonce={this.props.nonce} dangerouslySetInnerHTML={{ __html: paintFirstLoaderScript(urls) }} />);
  }
}
