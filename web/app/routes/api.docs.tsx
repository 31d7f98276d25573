import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Fragment } from 'react';
import { styled } from 'styled-components';
import { docsView, type DocsField } from '../api/docs-view.server.ts';
import { pageTitle, translatable, useT } from '../i18n/i18n.tsx';
import { PageTitle } from '../ui/page-title.tsx';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, translatable('API reference')) }];

/**
 * The API reference, rendered on the server from the OpenAPI document (ADR 0043): no script of
 * anyone else's. The example is written for this site's own address, as the request reached it
 * (behind TRUST_PROXY proxies, the address they were asked for; without one, forwarded headers
 * are dropped before the app reads them).
 */
export function loader({ request }: LoaderFunctionArgs) {
  return { ...docsView(), origin: new URL(request.url).origin };
}

/** Markdown the server rendered (docs-view.server.ts: raw HTML escaped), inline or as blocks. */
function Rendered({ html, inline = false }: { html: string; inline?: boolean }) {
  if (!html) return null;
  return inline ? <span dangerouslySetInnerHTML={{ __html: html }} /> : <div dangerouslySetInnerHTML={{ __html: html }} />;
}

const Doc = styled.div`
  max-width: 60rem;
  overflow-wrap: anywhere;

  h2 {
    margin-top: ${({ theme }) => theme.space.xl};
    font-size: ${({ theme }) => theme.fontSize.lg};
    color: ${({ theme }) => theme.colors.navy};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSize.base};
  }
  pre {
    padding: ${({ theme }) => theme.space.md};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    white-space: pre-wrap;
    word-break: break-all;
  }
  dl {
    margin: 0 0 ${({ theme }) => theme.space.md};
  }
  dt {
    margin-top: ${({ theme }) => theme.space.sm};
    font-weight: 600;
  }
  dd {
    margin: 0 0 0 ${({ theme }) => theme.space.md};
  }
`;

const Operation = styled.section`
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Method = styled.span`
  margin-inline-end: ${({ theme }) => theme.space.sm};
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryContrast};
`;

const schemaId = (name: string) => `schema-${name}`;

/** A type text with its schema names linked to their descriptions below. */
function TypeText({ text, schemas }: { text: string; schemas: ReadonlySet<string> }) {
  return (
    <code>
      {text.split(/(\b[A-Z]\w+\b)/).map((part, i) =>
        schemas.has(part) ? (
          <a key={i} href={`#${schemaId(part)}`}>
            {part}
          </a>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </code>
  );
}

function Fields({ fields, schemas }: { fields: (DocsField & { in?: string })[]; schemas: ReadonlySet<string> }) {
  const t = useT();
  return (
    <dl>
      {fields.map((field) => (
        <Fragment key={`${field.in ?? ''}${field.name}`}>
          <dt>
            <code>{field.name}</code> {field.in ? `(${field.in})` : null} {field.required ? t('required') : t('optional')}
          </dt>
          <dd>
            <TypeText text={field.type} schemas={schemas} />
            {field.descriptionHtml ? (
              <>
                {' — '}
                <Rendered html={field.descriptionHtml} inline />
              </>
            ) : null}
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}

export default function ApiDocs() {
  const doc = useLoaderData<typeof loader>();
  const t = useT();
  const schemas = new Set(doc.schemas.map((s) => s.name));
  return (
    <Doc>
      <PageTitle>{t('API reference')}</PageTitle>
      <Rendered html={doc.descriptionHtml} />
      <p>
        {t('The machine-readable description (OpenAPI 3.1):')} <a href="/api/openapi.json">/api/openapi.json</a>
      </p>
      <h2 id="authentication">{t('How to authenticate')}</h2>
      <ol>
        <li>{t('Open My Profile and create a token under API access tokens. Copy it: it is shown only once.')}</li>
        <li>{t('Send it with every request in the Authorization header.')}</li>
        <li>{t('Revoke a token on your profile as soon as a program no longer needs it.')}</li>
      </ol>
      <pre>{`curl -H "Authorization: Bearer qan_…" \\\n  "${doc.origin}/api/v1/search/caselaw?keyword=bail&from=2010&to=2024"`}</pre>
      <h2 id="endpoints">{t('Endpoints')}</h2>
      {doc.operations.map((operation) => (
        <Operation key={operation.id} aria-labelledby={`op-${operation.id}`}>
          <h3 id={`op-${operation.id}`}>
            <Method>{operation.method}</Method>
            <code>{operation.path}</code>
          </h3>
          <p>
            <strong>
              <Rendered html={operation.summaryHtml} inline />
            </strong>
          </p>
          <Rendered html={operation.descriptionHtml} />
          {operation.parameters.length > 0 ? (
            <>
              <h4>{t('Parameters')}</h4>
              <Fields fields={operation.parameters} schemas={schemas} />
            </>
          ) : null}
          {operation.body ? (
            <>
              <h4>{t('Request body')}</h4>
              <p>
                application/json: <TypeText text={operation.body} schemas={schemas} />
              </p>
            </>
          ) : null}
          <h4>{t('Responses')}</h4>
          <dl>
            {operation.responses.map((response) => (
              <Fragment key={response.status}>
                <dt>{response.status}</dt>
                <dd>
                  <Rendered html={response.descriptionHtml} inline /> {response.type ? <TypeText text={response.type} schemas={schemas} /> : null}
                </dd>
              </Fragment>
            ))}
          </dl>
        </Operation>
      ))}
      <h2 id="schemas">{t('Shapes of the answers')}</h2>
      {doc.schemas.map((schema) => (
        <section key={schema.name} id={schemaId(schema.name)} aria-labelledby={`${schemaId(schema.name)}-title`}>
          <h3 id={`${schemaId(schema.name)}-title`}>{schema.name}</h3>
          <Rendered html={schema.descriptionHtml} />
          {schema.variants.length > 0 ? (
            <p>
              {t('One of:')} <TypeText text={schema.variants.join(', ')} schemas={schemas} />
            </p>
          ) : null}
          <Fields fields={schema.fields} schemas={schemas} />
        </section>
      ))}
    </Doc>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../ui/route-error-boundary.tsx';
