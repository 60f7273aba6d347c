import { useI18n } from '../../../i18n';
import type { Language } from '../../routing/languages';

/**
 * The panel's strings, in the panel's chunk: the app's bundle carries only the section's own
 * (`api.playground.*` in src/i18n), so no page's first load grows with the panel.
 */
const PLAYGROUND_TEXT = {
  en: {
    loadFailed: 'The playground could not load: {message}',
    props: 'Props of {name}',
    default: 'Default',
    unset: 'Not set',
    jsonInvalid: 'Not a JSON object; the last valid value stays applied.',
    setInCode: 'Set in code ({count})',
    setInCodeText:
      'These props take code (callbacks, elements, objects): set them in the code below or in the live editor.',
    edited: 'The code was edited: the preview runs it. Reset the code to use the controls again.',
    renderFailed: 'These props make {name} throw: {message}',
    preview: '{name} preview',
  },
  zh: {
    loadFailed: '试验场无法加载：{message}',
    props: '{name} 的属性',
    default: '默认',
    unset: '未设置',
    jsonInvalid: '不是 JSON 对象；仍使用上一个有效值。',
    setInCode: '在代码中设置（{count}）',
    setInCodeText: '这些属性需要代码（回调、元素、对象）：请在下方代码或实时编辑器中设置。',
    edited: '代码已被编辑：预览运行的是编辑后的代码。重置代码后即可再次使用控件。',
    renderFailed: '这些属性使 {name} 抛出错误：{message}',
    preview: '{name} 预览',
  },
} satisfies Record<Language, Record<string, string>>;

export type PlaygroundTextKey = keyof (typeof PLAYGROUND_TEXT)['en'];

/** The panel's translator: the reader's language, `{name}` placeholders filled. */
export function usePlaygroundText(): (
  key: PlaygroundTextKey,
  values?: Record<string, string>,
) => string {
  const { language } = useI18n();
  const strings: Record<PlaygroundTextKey, string> = PLAYGROUND_TEXT[language];
  return (key, values = {}) =>
    strings[key].replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
}
