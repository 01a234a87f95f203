import type { PublicUser } from '../../../shared/index.js';
import { messageOf } from '../../api/http.js';
import { Spinner } from '../../ui/Spinner.js';
import { UserPage } from '../account/UserPage.js';
import { PublicationCard } from './PublicationCard.js';
import { PUBLISHING_TEXTS } from './publishing-texts.js';
import { usePublications } from './use-publications.js';

/** '/pubblicati': the owner's published links (issue 36.1). */
export default function PublicationsPage({ user }: { user: PublicUser }) {
  const publications = usePublications();
  return (
    <UserPage user={user} title={PUBLISHING_TEXTS.pageTitle} intro={PUBLISHING_TEXTS.pageIntro}>
      {publications.isPending ? (
        <Spinner className="size-6 text-accent" />
      ) : publications.isError ? (
        <p role="alert" className="text-danger">
          {messageOf(publications.error, PUBLISHING_TEXTS.loadFailed)}
        </p>
      ) : publications.data.length === 0 ? (
        <p>{PUBLISHING_TEXTS.none}</p>
      ) : (
        <div className="grid gap-6">
          {publications.data.map((publication) => (
            <PublicationCard key={publication.id} publication={publication} />
          ))}
        </div>
      )}
    </UserPage>
  );
}
