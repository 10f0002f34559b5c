// `npm run bench`: every figure, printed. Budgets are read here, never asserted in the test run.
import { benchHealthAccount } from './health-account';

await benchHealthAccount();
