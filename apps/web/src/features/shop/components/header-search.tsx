import { SearchOutlined } from '@ant-design/icons';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import styles from './site-header.module.css';

/** The header's product search: submits to the search page (`/search?search=…`). */
export function HeaderSearch() {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const search = query.trim();
    if (search) void navigate(paths.shop.search.getHref({ search }));
  };

  return (
    <form role="search" className={styles.search} onSubmit={onSubmit}>
      <label htmlFor="header-search" className="visually-hidden">
        Tìm kiếm sản phẩm
      </label>
      <input
        id="header-search"
        className={styles.searchInput}
        type="search"
        placeholder="Tìm sữa rửa mặt, kem chống nắng, serum..."
        value={query}
        maxLength={100}
        onChange={(event) => setQuery(event.target.value)}
      />
      <button type="submit" className={styles.searchButton} aria-label="Tìm kiếm">
        <SearchOutlined />
      </button>
    </form>
  );
}
