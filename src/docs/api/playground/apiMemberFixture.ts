import type { ApiMemberJson, ApiType } from '../apiJson';

/** A prop as the API data describes it, for tests: optional, undocumented, unless told. */
export function apiMember(
  name: string,
  type: ApiType,
  fields: Partial<ApiMemberJson> = {},
): ApiMemberJson {
  return {
    name,
    type,
    required: false,
    default: null,
    deprecated: null,
    description: '',
    params: [],
    returns: null,
    plan: 'community',
    ...fields,
  };
}
