import type { CategoryNode } from '@lumi/shared';

/** Lower case without Vietnamese diacritics, for matching what is typed ('cham soc' ~ 'Chăm sóc'). */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .trim();
}

/** True when every word typed appears in the text, ignoring case and diacritics. */
export function matchesSearch(text: string, query: string): boolean {
  const haystack = foldText(text);
  return foldText(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

export type CategoryOption = {
  value: string;
  title: string;
  /** The names from the root down, e.g. 'Chăm sóc da › Làm sạch': what a chosen category shows. */
  pathLabel: string;
  children?: CategoryOption[];
};

const PATH_SEPARATOR = ' › ';

/** antd TreeSelect data for the category tree: any level can be chosen (it covers the categories below it). */
export function toCategoryOptions(nodes: readonly CategoryNode[], parentPath = ''): CategoryOption[] {
  return nodes.map((node) => {
    const pathLabel = parentPath ? `${parentPath}${PATH_SEPARATOR}${node.name}` : node.name;
    const option: CategoryOption = { value: node._id, title: node.name, pathLabel };
    if (node.children.length > 0) option.children = toCategoryOptions(node.children, pathLabel);
    return option;
  });
}
