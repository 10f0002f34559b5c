import type { Db } from '../../db/client';
import type { MailOutbox } from '../../providers/mail';
import { systemRepository } from './repository';

/** Every mail the process sends, kept (with how it went) for the development mailbox and the operator. */
export function mailOutbox(db: Db): MailOutbox {
  const repo = () => systemRepository(db);
  return {
    record: (mail, transport) => repo().recordMail(mail, transport),
    markSent: (id, error) => repo().markMailSent(id, error),
    list: (options) => repo().listMail(options),
    attachment: (mailId, index) => repo().findMailAttachment(mailId, index),
  };
}
