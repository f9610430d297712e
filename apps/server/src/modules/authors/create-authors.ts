import type { Db } from '../../db/database';
import type { Storage } from '../../storage/storage';
import { AuthorsRepository } from './authors.repository';
import { AuthorsService } from './authors.service';

export type AuthorsModule = { authors: AuthorsService };

export const createAuthors = (deps: { db: Db; storage: Storage }): AuthorsModule => ({
  authors: new AuthorsService(new AuthorsRepository(deps.db), deps.storage),
});
