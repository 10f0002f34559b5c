import { defineModule } from '../kit';
import { contactRoutes } from './routes';
import { createContactsService } from './service';

/** Partnership requests from clinics, mailed to the admins. */
export const contactsModule = defineModule({
  name: 'contacts',
  needs: {},
  provides: { contacts: true },
  build: ({ db, clock, mailer, config, log }) => ({
    contacts: createContactsService({
      db,
      clock,
      mailer,
      adminEmails: config.adminEmails,
      publicUrl: config.publicUrl,
      log,
    }),
  }),
  routes: contactRoutes,
});
