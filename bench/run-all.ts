// `npm run bench`: every figure, printed. Budgets are read here, never asserted in the test run.
import { benchCatalog } from './catalog';
import { benchHealthAccount } from './health-account';
import { printBundleSize } from './bundle-size';
import { benchOrderContention } from './orders-contention';
import { benchBookingContention } from './bookings-contention';
import { benchRealtimeFanout } from './realtime-fanout';
import { benchSiteStats } from './site-stats';
import { benchIssue14 } from './issue14';
import { benchJsBudget } from './js-budget';
import { benchBackOffices } from './back-offices';
import { benchLighthouse } from './lighthouse';
import { benchAccessibility } from './accessibility';
import { benchPhonePages } from './phone-pages';

await benchHealthAccount();
await benchCatalog();
await benchOrderContention();
await benchBookingContention();
await benchRealtimeFanout();
await benchSiteStats();
await printBundleSize();
await benchIssue14();
await benchJsBudget();
await benchBackOffices();
await benchLighthouse();
await benchAccessibility();
await benchPhonePages();
