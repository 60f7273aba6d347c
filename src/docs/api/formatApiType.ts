import type { ApiLinkTarget, ApiType } from './apiJson';

/** A run of type text: plain, or linked when it names a documented type. */
export type ApiTypeSegment = string | { text: string; href: string };

/** A type as the pages print it: one line, or one line per union member when long. */
export interface ApiTypeView {
  lines: ApiTypeSegment[][];
}

function segmentText(segment: ApiTypeSegment): string {
  return typeof segment === 'string' ? segment : segment.text;
}

/** The whole type on one line, for summaries. */
export function apiTypeText(type: ApiTypeView): string {
  return type.lines.length === 1
    ? type.lines[0].map(segmentText).join('')
    : type.lines.map((line) => line.map(segmentText).join('').replace(/^\| /, '')).join(' | ');
}

export type ApiLinkResolver = (target: ApiLinkTarget) => string | null;

/** A union written on one line longer than this gets one line per member. */
const MULTILINE_UNION_LENGTH = 64;

class Writer {
  readonly segments: ApiTypeSegment[] = [];

  constructor(private readonly resolve: ApiLinkResolver) {}

  text(text: string): void {
    const last = this.segments.length - 1;
    if (last >= 0 && typeof this.segments[last] === 'string') {
      this.segments[last] += text;
    } else {
      this.segments.push(text);
    }
  }

  link(text: string, href: string | null): void {
    if (href) {
      this.segments.push({ text, href });
    } else {
      this.text(text);
    }
  }

  list(types: readonly ApiType[], separator: string, parenthesize: (type: ApiType) => boolean) {
    types.forEach((type, index) => {
      if (index > 0) {
        this.text(separator);
      }
      this.type(type, parenthesize(type));
    });
  }

  type(type: ApiType, parenthesized = false): void {
    if (parenthesized) {
      this.text('(');
      this.type(type);
      this.text(')');
      return;
    }
    switch (type.kind) {
      case 'keyword':
        this.text(type.name);
        break;
      case 'literal':
      case 'text':
        this.text(type.text);
        break;
      case 'typeParameter':
        this.text(type.name);
        break;
      case 'reference':
        this.link(type.name, type.target ? this.resolve(type.target) : null);
        if (type.typeArguments?.length) {
          this.text('<');
          this.list(type.typeArguments, ', ', () => false);
          this.text('>');
        }
        break;
      case 'union':
        this.list(type.types, ' | ', (member) => member.kind === 'function');
        break;
      case 'intersection':
        this.list(
          type.types,
          ' & ',
          (member) => member.kind === 'function' || member.kind === 'union',
        );
        break;
      case 'array':
        if (type.readonly) {
          this.text('readonly ');
        }
        this.type(type.element, ['union', 'intersection', 'function'].includes(type.element.kind));
        this.text('[]');
        break;
      case 'tuple':
        this.text('[');
        this.list(type.elements, ', ', () => false);
        this.text(']');
        break;
      case 'function':
        if (type.typeParameters?.length) {
          this.text(`<${type.typeParameters.join(', ')}>`);
        }
        this.text('(');
        type.parameters.forEach((parameter, index) => {
          if (index > 0) {
            this.text(', ');
          }
          this.text(
            `${parameter.rest ? '...' : ''}${parameter.name}${parameter.optional ? '?' : ''}: `,
          );
          this.type(parameter.type);
        });
        this.text(') => ');
        this.type(type.returns);
        break;
      case 'object':
        if (type.properties.length === 0) {
          this.text('{}');
          break;
        }
        this.text('{ ');
        type.properties.forEach((property, index) => {
          if (index > 0) {
            this.text('; ');
          }
          this.text(`${property.name}${property.optional ? '?' : ''}: `);
          this.type(property.type);
        });
        this.text(' }');
        break;
    }
  }
}

function write(type: ApiType, resolve: ApiLinkResolver, parenthesized = false): ApiTypeSegment[] {
  const writer = new Writer(resolve);
  writer.type(type, parenthesized);
  return writer.segments;
}

/**
 * Prints a generated type for the pages: unions and intersections with their
 * operators, functions with their signature, named types linked to their API
 * page. A long union is laid out with one member per line, `| ` first.
 */
export function formatApiType(type: ApiType, resolve: ApiLinkResolver): ApiTypeView {
  const line = write(type, resolve);
  const length = line.map(segmentText).join('').length;
  if (type.kind === 'union' && type.types.length > 2 && length > MULTILINE_UNION_LENGTH) {
    return {
      lines: type.types.map((member) => {
        const [first, ...rest] = write(member, resolve, member.kind === 'function');
        return typeof first === 'string' ? [`| ${first}`, ...rest] : ['| ', first, ...rest];
      }),
    };
  }
  return { lines: [line] };
}
