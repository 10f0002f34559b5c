import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ClinicsRoute from '@/app/routes/clinics';
import { CLINIC_FILTER_OPTIONS, clinicSummaryOf, paginationOf } from '@/testing/clinic-fixtures';
import { installFakeServer, type FakeServer } from '@/testing/fake-server';
import { renderRoute } from './render-route';

let server: FakeServer;
let listUrls: URL[];

beforeEach(() => {
  server = installFakeServer();
  listUrls = [];
  server.on('GET /clinics/filter-options', { body: { success: true, data: CLINIC_FILTER_OPTIONS } });
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.getElementById('lumi-jsonld-clinics')?.remove();
});

function serveClinics(items = [clinicSummaryOf()], total = items.length) {
  server.on('GET /clinics/by-customer', (_body, url) => {
    listUrls.push(url);
    return {
      body: {
        success: true,
        data: items,
        pagination: paginationOf(total, Number(url.searchParams.get('page') ?? 1), 6),
      },
    };
  });
}

describe('/clinics', { timeout: 20_000 }, () => {
  it('sends the filters of the address and shows the clinic cards', async () => {
    serveClinics([clinicSummaryOf()], 13);
    renderRoute(
      '/clinics',
      <ClinicsRoute />,
      '/clinics?specialties=Trị nám&rating=4.5&workingHours=morning&page=2',
    );

    const card = await screen.findByRole('article', { name: 'Phòng khám Da liễu Lumi Hà Nội' });
    const query = listUrls[0]!.searchParams;
    expect(query.get('specialties')).toBe('Trị nám');
    expect(query.get('rating')).toBe('4.5');
    expect(query.get('workingHours')).toBe('morning');
    expect(query.get('page')).toBe('2');
    expect(query.get('pageSize')).toBe('6');

    expect(within(card).getByText('(12 đánh giá)')).toBeTruthy();
    expect(within(card).getByText('+2')).toBeTruthy();
    expect(within(card).getByText(/12 Trần Hưng Đạo, Hoàn Kiếm, Hà Nội/)).toBeTruthy();
    expect(
      within(card).getByRole('link', { name: 'Phòng khám Da liễu Lumi Hà Nội' }).getAttribute('href'),
    ).toBe('/clinic-detail/phong-kham-da-lieu-lumi-ha-noi');
    expect(screen.getByText('13 phòng khám')).toBeTruthy();
    expect(document.getElementById('lumi-jsonld-clinics')?.textContent).toContain('"@type":"ItemList"');
  });

  it('links each page number to its address with the filters, and a click pages in place', async () => {
    serveClinics([clinicSummaryOf()], 13);
    const router = renderRoute('/clinics', <ClinicsRoute />, '/clinics?rating=4.5&page=2');
    await screen.findByRole('article', { name: 'Phòng khám Da liễu Lumi Hà Nội' });
    const nav = () => screen.getByRole('navigation', { name: 'Phân trang' });
    const pageLink = (name: string) => within(nav()).getByRole('link', { name });
    // Page 1 has no `page`; each page and arrow is a link a crawler follows.
    expect(pageLink('Trang 1').getAttribute('href')).toBe('/clinics?rating=4.5');
    expect(pageLink('Trang 3').getAttribute('href')).toBe('/clinics?page=3&rating=4.5');
    expect(pageLink('Trang 2').getAttribute('aria-current')).toBe('page');
    expect(pageLink('Trang trước').getAttribute('href')).toBe('/clinics?rating=4.5');
    expect(pageLink('Trang sau').getAttribute('href')).toBe('/clinics?page=3&rating=4.5');

    // jsdom has no scrolling: the list's scroll to its top is only recorded.
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      // A plain click pages in place (the link's own navigation is stopped).
      expect(fireEvent.click(pageLink('Trang 3'))).toBe(false);
      await waitFor(() => expect(router.state.location.search).toBe('?page=3&rating=4.5'));
      await waitFor(() => expect(listUrls.at(-1)!.searchParams.get('page')).toBe('3'));
      expect(scrollIntoView).toHaveBeenCalled();
      // The last page has no next page.
      await waitFor(() => expect(pageLink('Trang 3').getAttribute('aria-current')).toBe('page'));
      expect(within(nav()).queryByRole('link', { name: 'Trang sau' })).toBeNull();
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('renders its filters and list without antd, and the selects change the address', async () => {
    serveClinics([clinicSummaryOf()], 13);
    const router = renderRoute('/clinics', <ClinicsRoute />, '/clinics?specialties=Trị nám');
    await screen.findByRole('article', { name: 'Phòng khám Da liễu Lumi Hà Nội' });
    expect(document.querySelector('[class*="ant-"]')).toBeNull();

    // A native select; its first choice is the placeholder that removes the filter.
    const rating = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Đánh giá' });
    expect(rating.tagName).toBe('SELECT');
    expect(rating.value).toBe('');
    expect(within(rating).getByRole('option', { name: 'Trên 4.5 sao' })).toBeTruthy();
    fireEvent.change(rating, { target: { value: '4.5' } });
    await waitFor(() => expect(router.state.location.search).toContain('rating=4.5'));
    await waitFor(() => expect(listUrls.at(-1)!.searchParams.get('rating')).toBe('4.5'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Đánh giá' }), { target: { value: '' } });
    await waitFor(() => expect(router.state.location.search).not.toContain('rating='));

    // The specialties: a button naming the choice, opening checkboxes.
    const specialties = screen.getByRole('button', { name: 'Chuyên khoa Trị nám' });
    expect(specialties.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(specialties);
    expect(specialties.getAttribute('aria-expanded')).toBe('true');
    const choices = screen.getByRole('group', { name: 'Chuyên khoa' });
    expect(within(choices).getByRole<HTMLInputElement>('checkbox', { name: 'Trị nám' }).checked).toBe(true);
    const other = within(choices)
      .getAllByRole<HTMLInputElement>('checkbox')
      .find((box) => !box.checked)!;
    fireEvent.click(other);
    await waitFor(() => expect(listUrls.at(-1)!.searchParams.get('specialties')).toContain(','));
    expect(screen.getByRole('button', { name: 'Chuyên khoa Trị nám +1' })).toBeTruthy();
    // Escape closes the list and gives the focus back to its button.
    fireEvent.keyDown(other, { key: 'Escape' });
    expect(specialties.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(specialties);
  });

  it('a removed tag leaves the address and the next request, back on page 1', async () => {
    serveClinics();
    const router = renderRoute(
      '/clinics',
      <ClinicsRoute />,
      '/clinics?specialties=Trị nám&doctorCount=20%2B&page=2',
    );
    await screen.findByRole('article', { name: 'Phòng khám Da liễu Lumi Hà Nội' });
    expect(screen.getByText('Số bác sĩ: Trên 20 bác sĩ')).toBeTruthy();

    fireEvent.click(screen.getByLabelText('Bỏ lọc Chuyên khoa: Trị nám'));
    await waitFor(() => expect(router.state.location.search).toBe('?doctorCount=20%2B'));
    await waitFor(() => expect(listUrls.at(-1)!.searchParams.get('specialties')).toBeNull());
    expect(listUrls.at(-1)!.searchParams.get('doctorCount')).toBe('20+');
    expect(listUrls.at(-1)!.searchParams.get('page')).toBe('1');

    fireEvent.click(screen.getByRole('button', { name: 'Xóa tất cả' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('typing in the search box puts the words in the address and the request', async () => {
    serveClinics();
    const router = renderRoute('/clinics', <ClinicsRoute />, '/clinics');
    await screen.findByRole('article', { name: 'Phòng khám Da liễu Lumi Hà Nội' });
    fireEvent.change(screen.getByLabelText('Tìm kiếm phòng khám'), { target: { value: 'Hoàn Kiếm' } });
    await waitFor(() => expect(router.state.location.search).toBe('?search=Ho%C3%A0n+Ki%E1%BA%BFm'));
    await waitFor(() => expect(listUrls.at(-1)!.searchParams.get('search')).toBe('Hoàn Kiếm'));
    expect(screen.getByText('Từ khóa: Hoàn Kiếm')).toBeTruthy();

    // Clearing the box removes the words at once.
    fireEvent.click(screen.getByRole('button', { name: 'Xóa từ khóa' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByLabelText<HTMLInputElement>('Tìm kiếm phòng khám').value).toBe('');
  });

  it('says so in Vietnamese when nothing matches', async () => {
    serveClinics([]);
    renderRoute('/clinics', <ClinicsRoute />, '/clinics?rating=4.5');
    expect(await screen.findByText('Không tìm thấy phòng khám phù hợp')).toBeTruthy();
    expect(screen.getByText('Hãy bỏ bớt bộ lọc hoặc thử từ khóa khác.')).toBeTruthy();
  });

  it('shows the server’s message and retries when the list fails', async () => {
    let calls = 0;
    server.on('GET /clinics/by-customer', () => {
      calls += 1;
      return calls === 1
        ? {
            status: 503,
            body: {
              success: false,
              code: 'SERVICE_UNAVAILABLE',
              message: 'Hệ thống đang bận, vui lòng thử lại sau',
            },
          }
        : { body: { success: true, data: [clinicSummaryOf()], pagination: paginationOf(1, 1, 6) } };
    });
    renderRoute('/clinics', <ClinicsRoute />, '/clinics');
    expect(await screen.findByText('Không tải được danh sách phòng khám')).toBeTruthy();
    expect(screen.getByText('Hệ thống đang bận, vui lòng thử lại sau')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('article', { name: 'Phòng khám Da liễu Lumi Hà Nội' })).toBeTruthy();
  });
});
