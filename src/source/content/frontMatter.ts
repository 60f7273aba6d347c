import { CONTENT_DIR, readContentFile } from './contentFiles';

export interface FrontMatter {
  title: string;
  description: string;
  /** Components the page documents: their API pages link back to it (and core pages get API tabs). */
  components?: string[];
  /** Hooks the page documents (core pages get a hooks API tab). */
  hooks?: string[];
}

function isNameList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((entry) => typeof entry === 'string');
}

/** Checks a page's front matter; `file` names the page in the errors. */
export function parseFrontMatter(data: Record<string, unknown>, file: string): FrontMatter {
  const { title, description, components, hooks } = data;
  if (typeof title !== 'string' || title.trim() === '') {
    throw new Error(`${file}: front matter needs a "title" string.`);
  }
  if (typeof description !== 'string' || description.trim() === '') {
    throw new Error(
      `${file}: front matter needs a "description" string (used as the meta description).`,
    );
  }
  if (components !== undefined && !isNameList(components)) {
    throw new Error(`${file}: front matter "components" must be a list of component names.`);
  }
  if (hooks !== undefined && !isNameList(hooks)) {
    throw new Error(`${file}: front matter "hooks" must be a list of hook names.`);
  }
  return { title, description, components, hooks };
}

/** A page's front matter alone, without rendering its markdown. */
export function loadFrontMatter(pathname: string, contentDir: string = CONTENT_DIR): FrontMatter {
  const { data, sourcePath } = readContentFile(pathname, contentDir);
  return parseFrontMatter(data, sourcePath);
}
