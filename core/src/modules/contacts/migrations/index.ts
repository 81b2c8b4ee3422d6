import type { MigrationObject } from '@mikro-orm/core'
import { SearchTrigramsMigration } from './20261122039000-search-trigrams.ts'
import { ContactIdentityLinksMigration } from './20261122041000-contact-identity-links.ts'
import { ContactWalletMigration } from './20261127130200-contact-wallet.ts'
import { ContactsCompanyIndexDroppedMigration } from './20261129170000-contacts-company-index-dropped.ts'

/** The contacts module's migrations, in the order they run. */
export const contactsMigrations: MigrationObject[] = [
  { name: '20261122039000-search-trigrams', class: SearchTrigramsMigration },
  { name: '20261122041000-contact-identity-links', class: ContactIdentityLinksMigration },
  { name: '20261127130200-contact-wallet', class: ContactWalletMigration },
  { name: '20261129170000-contacts-company-index-dropped', class: ContactsCompanyIndexDroppedMigration },
]
