import type { CategoryNode } from '@lumi/shared';

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
