import { readIndiaPlaces, type SeedContext } from '@college/service-kit';
import { JOB_PROFILES } from './contract';

/**
 * First start: the job profiles and their subjects (spec §3, from the contract) and India's
 * states and districts (the LGD list shipped with the service kit), in one transaction.
 */
export function seedLookups({ db }: SeedContext): void {
  const places = readIndiaPlaces();
  const profile = db.prepare('insert into job_profiles (id, profile) values (?, ?)');
  const subject = db.prepare('insert into subjects (profile_id, subject) values (?, ?)');
  const state = db.prepare('insert into states (id, state_name) values (?, ?)');
  const district = db.prepare('insert into districts (id, state_id, name) values (?, ?, ?)');
  db.transaction(() => {
    for (const item of JOB_PROFILES) {
      profile.run(item.id, item.profile);
      for (const name of item.subjects) subject.run(item.id, name);
    }
    for (const item of places.states) state.run(item.code, item.name);
    for (const item of places.districts) district.run(item.code, item.stateCode, item.name);
  })();
}
