/**
 * The screen hints of an entity schema that are not about data: the form's layout (`x-entity.form.groups`,
 * `x-ui.group`, `x-ui.width`), rich-text fields (`x-ui.widget: "richtext"` or `contentMediaType: "text/html"`) and
 * uploaded images (`x-upload: "image"`). Checked here (file, JSON path, fix) and resolved into the model here, in
 * functions of their own, so the rest of the generator only calls them.
 */
import type { SourceFile } from './load.ts';
import { SchemaError } from './errors.ts';
import { suggest } from './validate.ts';
import type { FieldModel, FormGroupModel, UploadModel } from '../model/types.ts';

type Json = Record<string, any>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The path an uploaded image is served at, relative to the app (`/media/<token>.<ext>`): what an `x-upload` field stores. */
export const MEDIA_PATH_EXAMPLE = '/media/0123456789abcdefghijklmnopqrstuvwxyzABCDEFG.png';

/** A rich-text field: its `x-ui.widget` says so, or its `contentMediaType` is HTML. */
export function isRichText(schema: Json): boolean {
  return schema['x-ui']?.widget === 'richtext' || schema.contentMediaType === 'text/html';
}

/** The form groups of an entity, as written, or none (the form is one untitled group). */
export function formGroupsOf(xEntity: Json): FormGroupModel[] {
  return ((xEntity.form?.groups ?? []) as Json[]).map((g) => ({
    name: g.name,
    title: g.title,
    ...(g.description ? { description: g.description } : {}),
  }));
}

/**
 * Where a field may hold an uploaded image: the string property itself (a logo), an array of such strings, or an
 * array of objects one of whose properties is it (a product's `images[].url`, beside `alt` and `position`).
 */
export function uploadOf(schema: Json): UploadModel | undefined {
  if (schema['x-upload']) return { kind: schema['x-upload'], many: false };
  const items = schema.items;
  if (!isObject(items)) return undefined;
  if (items['x-upload']) return { kind: items['x-upload'], many: true };
  const inner = Object.entries((items.properties ?? {}) as Json).find(([, p]) => isObject(p) && p['x-upload']);
  return inner ? { kind: inner[1]['x-upload'], many: true, urlField: inner[0] } : undefined;
}

/** The `ui` of a field model: `x-ui` as written, rich text said one way whichever way the schema said it. */
export function fieldUiOf(schema: Json): FieldModel['ui'] {
  const ui = { ...(schema['x-ui'] ?? {}) } as FieldModel['ui'];
  if (isRichText(schema)) ui.widget = 'richtext';
  return ui;
}

/** Problems with the form layout, rich-text and upload hints of one entity schema. */
export function uiHintErrors(source: SourceFile): SchemaError[] {
  const errors: SchemaError[] = [];
  const json = source.json as Json;
  const at = (path: string, problem: string, fix: string) => errors.push(new SchemaError(source.file, path, problem, fix));
  const groups = ((json['x-entity']?.form?.groups ?? []) as Json[]).map((g) => String(g.name));
  groups.forEach((name, i) => {
    if (groups.indexOf(name) !== i) at(`$.x-entity.form.groups[${i}].name`, `the group \`${name}\` is declared twice`, 'give each group its own name');
  });
  const used = new Set<string>();
  for (const [field, property] of Object.entries((json.properties ?? {}) as Json)) {
    if (!isObject(property)) continue;
    const path = `$.properties.${field}`;
    const group = property['x-ui']?.group as string | undefined;
    if (group !== undefined) {
      used.add(group);
      if (!groups.length) at(`${path}.x-ui.group`, `\`${group}\` names a form group, and the entity declares none`, `declare it in \`x-entity.form.groups\` (e.g. {"name": "${group}", "title": "…"}) or remove \`group\``);
      else if (!groups.includes(group)) at(`${path}.x-ui.group`, `\`${group}\` is not a group of \`x-entity.form.groups\``, `write ${suggest(group, groups)}`);
    }
    if (isRichText(property)) {
      const types: unknown[] = Array.isArray(property.type) ? property.type : [property.type];
      if (!types.includes('string')) at(path, 'rich text is HTML, a string', 'give it `"type": "string"` (or ["string", "null"])');
      if (property['x-sanitize'] !== 'html') at(`${path}.x-sanitize`, 'rich text is stored as HTML and must be sanitised on save', 'add `"x-sanitize": "html"`');
      if (property['x-ui']?.widget && property['x-ui'].widget !== 'richtext') at(`${path}.x-ui.widget`, `the field is HTML (\`contentMediaType\`) but asks for the \`${property['x-ui'].widget}\` widget`, 'write "richtext" or remove the widget');
    }
    for (const { node, where } of uploadNodes(property, path)) {
      const types: unknown[] = Array.isArray(node.type) ? node.type : [node.type];
      if (!types.includes('string')) at(`${where}.x-upload`, 'an uploaded image is stored as its URL, a string', 'put `x-upload` on a string property');
      if (node.format === 'uri') at(`${where}.format`, 'an uploaded image is stored as the relative path the server gives it (`/media/…`), which `uri` refuses', 'write "format": "uri-reference"');
      if (typeof node.pattern === 'string' && !new RegExp(node.pattern, 'u').test(MEDIA_PATH_EXAMPLE)) {
        at(`${where}.pattern`, `the pattern refuses the path of an uploaded image (${MEDIA_PATH_EXAMPLE})`, 'let it admit `/media/`, e.g. "^(https://|/media/)"');
      }
    }
  }
  return errors;
}

/** The nodes of a property that carry `x-upload`: itself, its items, or its items' properties. */
function uploadNodes(property: Json, path: string): Array<{ node: Json; where: string }> {
  const found: Array<{ node: Json; where: string }> = [];
  if (property['x-upload']) found.push({ node: property, where: path });
  const items = property.items;
  if (isObject(items)) {
    if (items['x-upload']) found.push({ node: items, where: `${path}.items` });
    for (const [name, p] of Object.entries((items.properties ?? {}) as Json)) {
      if (isObject(p) && p['x-upload']) found.push({ node: p, where: `${path}.items.properties.${name}` });
    }
  }
  return found;
}
