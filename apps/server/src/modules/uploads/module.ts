import { avatarRoutes } from '../avatars/routes';
import { defineModule } from '../kit';
import { uploadRoutes } from './routes';
import { serveUploads } from './serve';
import { createUploadsService } from './service';
import { HOUR_MS } from '../../lib/clock';

/** Uploaded files (pictures, voice notes), their sized variants, and the sweep of those never attached. */
export const uploadsModule = defineModule({
  name: 'uploads',
  needs: {},
  provides: { uploads: true },
  build: ({ db, storage, clock }) => ({ uploads: createUploadsService({ db, storage, clock }) }),
  routes: async (api, ctx) => {
    await uploadRoutes(api, ctx);
    await avatarRoutes(api);
  },
  rootRoutes: (root, _ctx, { storage }) => serveUploads(root, storage),
  every: ({ uploads }) => [{ name: 'upload-sweep', intervalMs: HOUR_MS, run: () => uploads.sweepStale() }],
});
