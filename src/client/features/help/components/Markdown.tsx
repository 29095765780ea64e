import * as React from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import { Link, makeStyles, tokens } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';

const useStyles = makeStyles({
  body: {
    maxWidth: '760px',
    lineHeight: tokens.lineHeightBase400,
    fontSize: tokens.fontSizeBase400,
    '& h2': { fontSize: tokens.fontSizeBase500, marginTop: tokens.spacingVerticalXXL, scrollMarginTop: '80px' },
    '& h3': { fontSize: tokens.fontSizeBase400, marginTop: tokens.spacingVerticalXL, scrollMarginTop: '80px' },
    '& li': { marginBottom: tokens.spacingVerticalXS },
    '& :target': { backgroundColor: tokens.colorBrandBackground2, borderRadius: tokens.borderRadiusMedium },
  },
});

/** A heading's trailing `{#anchor}` becomes its id, so links can open an article at a section. */
function anchored(children: React.ReactNode): { id?: string; children: React.ReactNode } {
  const parts = React.Children.toArray(children);
  const last = parts[parts.length - 1];
  if (typeof last !== 'string') return { children };
  const match = /\s*\{#([a-z0-9-]+)\}\s*$/.exec(last);
  if (!match) return { children };
  return { id: match[1], children: [...parts.slice(0, -1), last.slice(0, match.index)] };
}

/**
 * An article's Markdown (react-markdown: no raw HTML is ever rendered). Links inside the portal
 * navigate without reloading; other links open in a new tab.
 */
export function Markdown({ text }: { text: string }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const components = React.useMemo<Components>(
    () => ({
      h2: ({ children }) => {
        const h = anchored(children);
        return <h2 id={h.id}>{h.children}</h2>;
      },
      h3: ({ children }) => {
        const h = anchored(children);
        return <h3 id={h.id}>{h.children}</h3>;
      },
      a: ({ href = '', children }) =>
        href.startsWith('/') ? (
          <Link
            href={href}
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              navigate(href);
            }}
          >
            {children}
          </Link>
        ) : (
          <Link href={href} target="_blank" rel="noopener noreferrer">
            {children}
          </Link>
        ),
    }),
    [navigate],
  );
  return (
    <div className={styles.body}>
      <ReactMarkdown components={components} skipHtml>
        {text}
      </ReactMarkdown>
    </div>
  );
}
