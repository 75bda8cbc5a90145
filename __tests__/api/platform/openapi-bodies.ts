/** Walks the JSON request bodies of the OpenAPI document, so a check covers every endpoint, present and future. */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  $ref?: string;
};

interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: { in: string; name: string; schema?: JsonSchema }[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface JsonBodyEndpoint {
  method: string;
  /** The concrete URL: path parameters filled with values of the right shape. */
  url: string;
  schema: JsonSchema;
}

/** A leaf of a body schema: where it sits (`dishes.0.draftId`) and its JSON type. */
export interface SchemaLeaf {
  path: (string | number)[];
  type: 'string' | 'integer' | 'number' | 'boolean';
}

const SAMPLE_UUID = '00000000-0000-4000-8000-000000000000';

function resolve(doc: OpenApiDocument, schema: JsonSchema): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  return resolve(doc, doc.components?.schemas?.[name] ?? {});
}

const typesOf = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []);

function samplePathValue(schema: JsonSchema | undefined): string {
  if (schema?.format === 'uuid') return SAMPLE_UUID;
  return typesOf(schema ?? {}).some((type) => type === 'integer' || type === 'number') ? '1' : 'sample';
}

export function jsonBodyEndpoints(doc: OpenApiDocument): JsonBodyEndpoint[] {
  const endpoints: JsonBodyEndpoint[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const schema = operation.requestBody?.content?.['application/json']?.schema;
      if (!schema) continue;
      const url = path.replace(/\{(\w+)\}/g, (_match, name: string) => {
        const parameter = operation.parameters?.find((p) => p.in === 'path' && p.name === name);
        return samplePathValue(parameter?.schema && resolve(doc, parameter.schema));
      });
      endpoints.push({ method: method.toUpperCase(), url, schema: resolve(doc, schema) });
    }
  }
  return endpoints;
}

/** Every scalar leaf of a schema, going into objects, arrays (first item), records (key "1") and unions. */
export function schemaLeaves(doc: OpenApiDocument, root: JsonSchema): SchemaLeaf[] {
  const leaves: SchemaLeaf[] = [];
  const visit = (raw: JsonSchema, path: (string | number)[], depth: number) => {
    if (depth > 6) return;
    const schema = resolve(doc, raw);
    for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) visit(branch, path, depth + 1);
    for (const [name, property] of Object.entries(schema.properties ?? {})) visit(property, [...path, name], depth + 1);
    if (schema.items) visit(schema.items, [...path, 0], depth + 1);
    if (typeof schema.additionalProperties === 'object') visit(schema.additionalProperties, [...path, '1'], depth + 1);
    for (const type of typesOf(schema)) {
      if (type === 'string' || type === 'integer' || type === 'number' || type === 'boolean') {
        if (!leaves.some((leaf) => leaf.path.join('.') === path.join('.') && leaf.type === type)) leaves.push({ path, type });
      }
    }
  };
  visit(root, [], 0);
  return leaves;
}

/** A body holding only `value` at `path` (arrays and objects built on the way). */
export function bodyWith(path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  return typeof head === 'number' ? [bodyWith(rest, value)] : { [head]: bodyWith(rest, value) };
}

export interface ValidationIssueLike {
  path: string;
}

/** True when a 400 validation answer names this exact field among its issues. */
export function namesField(json: unknown, path: (string | number)[]): boolean {
  const issues = (json as { error?: { details?: { issues?: ValidationIssueLike[] } } })?.error?.details?.issues ?? [];
  return issues.some((issue) => issue.path === path.join('.'));
}
