import { micromark } from 'micromark';
import { openApiDocument } from './openapi.server.ts';

/**
 * The document's descriptions are CommonMark (`code`, *emphasis*, links): rendered to HTML here, on
 * the server. Raw HTML in a description is escaped, never passed through, and links with a
 * dangerous protocol (javascript:) lose their target: micromark's safe defaults.
 */
export function markdownHtml(markdown: string, options: { inline?: boolean } = {}): string {
  const html = micromark(markdown).trim();
  if (!options.inline) return html;
  // A single paragraph read inside a sentence of the page (a field's description): no <p> around it.
  const single = /^<p>([\s\S]*)<\/p>$/.exec(html);
  return single && !single[1]?.includes('<p>') ? single[1] ?? '' : html;
}

/** The OpenAPI document as the /api/docs page reads it: plain rows, no JSON Schema to walk in the browser. */
export interface DocsField {
  name: string;
  type: string;
  required: boolean;
  /** HTML rendered from the description's Markdown (markdownHtml, inline). */
  descriptionHtml: string;
}

export interface DocsOperation {
  id: string;
  method: string;
  path: string;
  /** HTML of the summary's Markdown, inline. */
  summaryHtml: string;
  /** HTML of the description's Markdown. */
  descriptionHtml: string;
  parameters: (DocsField & { in: string })[];
  body: string | null;
  responses: { status: string; descriptionHtml: string; type: string | null }[];
}

export interface DocsView {
  title: string;
  /** HTML of the API's description. */
  descriptionHtml: string;
  version: string;
  operations: DocsOperation[];
  schemas: { name: string; descriptionHtml: string; variants: string[]; fields: DocsField[] }[];
}

type Schema = {
  $ref?: string;
  type?: string | string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  oneOf?: Schema[];
  anyOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  description?: string;
  maxLength?: number;
};

const refName = (ref: string) => ref.split('/').pop() ?? ref;

/** A schema's type in a few words: `string`, `array of CaseSummary`, `one of "newest", "oldest"`. */
export function typeText(schema: Schema | undefined): string {
  if (!schema) return 'any';
  if (schema.$ref) return refName(schema.$ref);
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return `one of ${schema.enum.map((v) => JSON.stringify(v)).join(', ')}`;
  const union = schema.oneOf ?? schema.anyOf;
  if (union) return union.map(typeText).join(' or ');
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const named = types.map((type) => (type === 'array' ? `array of ${typeText(schema.items)}` : type));
  const text = named.join(' or ') || 'any';
  return schema.maxLength === undefined ? text : `${text} (at most ${schema.maxLength} characters)`;
}

/** An object's fields, nested inline objects as dotted names. */
function fieldsOf(schema: Schema, prefix = ''): DocsField[] {
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
    const field = {
      name: `${prefix}${name}`,
      type: property.properties ? 'object' : typeText(property),
      required: schema.required?.includes(name) ?? false,
      descriptionHtml: markdownHtml(property.description ?? '', { inline: true }),
    };
    const inner = property.properties ? property : property.items?.properties ? property.items : null;
    return inner ? [field, ...fieldsOf(inner, `${prefix}${name}${inner === property ? '.' : '[].'}`)] : [field];
  });
}

let view: DocsView | null = null;

export function docsView(): DocsView {
  if (view) return view;
  const document = openApiDocument() as unknown as {
    info: { title: string; description?: string; version: string };
    paths: Record<string, Record<string, { operationId: string; summary?: string; description?: string; parameters?: { name: string; in: string; required?: boolean; description?: string; schema?: Schema }[]; requestBody?: { content: Record<string, { schema: Schema }> }; responses: Record<string, { description: string; content?: Record<string, { schema: Schema }> }> }>>;
    components: { schemas: Record<string, Schema> };
  };
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      id: operation.operationId,
      method: method.toUpperCase(),
      path,
      summaryHtml: markdownHtml(operation.summary ?? '', { inline: true }),
      descriptionHtml: markdownHtml(operation.description ?? ''),
      parameters: (operation.parameters ?? []).map((p) => ({
        name: p.name,
        in: p.in,
        type: typeText(p.schema),
        required: p.required ?? false,
        descriptionHtml: markdownHtml(p.description ?? '', { inline: true }),
      })),
      body: operation.requestBody ? typeText(Object.values(operation.requestBody.content)[0]?.schema) : null,
      responses: Object.entries(operation.responses).map(([status, response]) => ({
        status,
        descriptionHtml: markdownHtml(response.description, { inline: true }),
        type: response.content ? typeText(Object.values(response.content)[0]?.schema) : null,
      })),
    })),
  );
  const schemas = Object.entries(document.components.schemas).map(([name, schema]) => ({
    name,
    descriptionHtml: markdownHtml(schema.description ?? ''),
    variants: (schema.oneOf ?? []).map(typeText),
    fields: fieldsOf(schema),
  }));
  view = { title: document.info.title, descriptionHtml: markdownHtml(document.info.description ?? ''), version: document.info.version, operations, schemas };
  return view;
}
