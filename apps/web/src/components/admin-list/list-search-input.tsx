import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useDebouncedSearch } from '@/hooks/use-debounced-search';
import styles from './admin-list.module.css';

type ListSearchInputProps = {
  /** The search applied now (from the address). */
  value: string;
  onSearch: (text: string) => void;
  placeholder: string;
  'aria-label': string;
  className?: string;
};

/** The magnifier of a search box, in the admin lists' grey. */
export function ListSearchIcon() {
  return <SearchOutlined className={styles.searchIcon} />;
}

/** A list's search box: searched once typing settles, or at once on Enter. */
export function ListSearchInput({ value, onSearch, placeholder, className, ...rest }: ListSearchInputProps) {
  const [text, setText, applyNow] = useDebouncedSearch(value, onSearch);
  return (
    <Input
      className={className}
      prefix={<ListSearchIcon />}
      placeholder={placeholder}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onPressEnter={applyNow}
      allowClear
      maxLength={100}
      aria-label={rest['aria-label']}
    />
  );
}
