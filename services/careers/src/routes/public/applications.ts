import { type AccessCodes, HttpError, readMultipart, requestLanguage, ValidationError } from '@college/service-kit';
import { isoDay, windowStatus } from '@college/settings/dates';
import type { FastifyPluginAsync } from 'fastify';
import {
  CAREER_FILES,
  type CareerApplication,
  careerApplicationSchema,
  MESSAGES,
  recruitmentClosedMessage,
  recruitmentNotOpenMessage,
  SAVE_CAREER_PATH,
  type SaveCareerResponse,
  SUCCESS_MESSAGE,
} from '../../contract';
import type { CareersRepository } from '../../plugins/careers-repository';
import { applicationsFolder } from '../../uploads';

const fileRule = (file: (typeof CAREER_FILES)[keyof typeof CAREER_FILES]) => ({
  required: true as const,
  maxBytes: file.maxBytes,
  kinds: file.kinds,
  messages: file.messages,
});

/** What the schema cannot know: the chosen places exist and belong together, the post exists. */
function checkAgainstLookups(fields: CareerApplication, careers: CareersRepository): { profileId: number } {
  const errors: Record<string, string> = {};
  for (const prefix of ['p', 'c'] as const) {
    const state = Number(fields[`${prefix}state`]);
    if (careers.states().every((item) => item.id !== state)) errors[`${prefix}state`] = MESSAGES.state;
    else if (!careers.districtInState(Number(fields[`${prefix}district`]), state))
      errors[`${prefix}district`] = MESSAGES.district;
  }
  const profile = careers.profileByLabel(fields.profile);
  if (!profile) errors.profile = MESSAGES.profile;
  else if (careers.subjects(profile.id).every((item) => item.subject !== fields.field)) errors.field = MESSAGES.field;
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return { profileId: profile!.id };
}

const applicationRoutes: FastifyPluginAsync<{ accessCodes: AccessCodes }> = async (fastify, { accessCodes }) => {
  const { careers, recruitmentWindow } = fastify;
  const { recruitment, hi } = fastify.college;
  // REC2025-…: the year the settings' recruitment opens. Kept when the office moves the dates, so
  // one recruitment's numbers share one prefix.
  const numberPrefix = `REC${recruitment.opens.slice(0, 4)}`;

  fastify.post(SAVE_CAREER_PATH, async (request): Promise<SaveCareerResponse> => {
    // Outside the window in force (the office's, else the settings') nothing is read or stored
    // (the kit drains the rest of the body).
    const window = recruitmentWindow.current();
    const status = windowStatus(window, isoDay(fastify.now()));
    if (status === 'upcoming')
      throw new HttpError(403, recruitmentNotOpenMessage(recruitment.title, window.opens, hi?.recruitmentTitle));
    if (status === 'closed')
      throw new HttpError(403, recruitmentClosedMessage(recruitment.title, window.closes, hi?.recruitmentTitle));

    // Streams the two files to tmp/ while checking their bytes and sizes; any problem with a field
    // or a file answers one 400 with all of them, leaving nothing behind.
    const form = await readMultipart(request, {
      fields: careerApplicationSchema,
      files: { photo: fileRule(CAREER_FILES.photo), cv: fileRule(CAREER_FILES.cv) },
    });
    const { fields } = form;
    let profileId: number;
    try {
      ({ profileId } = checkAgainstLookups(fields, careers));
    } catch (error) {
      form.discard();
      throw error;
    }

    // Files move into uploads/applications under generated names, and the rows are written in one
    // transaction with them: a duplicate (checked inside it, so 20 at once still store one) or any
    // failed insert removes the files again.
    // The access code is handed over in this answer only; the row keeps its keyed hash.
    const accessCode = accessCodes.newAccessCode();
    const accessCodeHash = accessCodes.accessCodeHash(accessCode);
    const applicationNo = await form.commit(applicationsFolder(fastify.paths), (stored) => {
      const duplicate = careers.duplicateOf(profileId, fields.field, fields.email, fields.mobile);
      if (duplicate) throw new HttpError(409, MESSAGES.duplicate, { [duplicate]: MESSAGES.duplicate });
      return careers.insert(
        { fields, profileId, photo: stored.photo, cv: stored.cv, accessCodeHash, lang: requestLanguage(request) },
        numberPrefix,
      );
    });
    request.log.info({ applicationNo }, 'career application stored');
    return {
      result: 'success',
      message: SUCCESS_MESSAGE,
      data: { application_no: applicationNo, access_code: accessCode },
    };
  });
};

export default applicationRoutes;
