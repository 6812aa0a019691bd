import * as v from 'valibot';
import { fileProblem, isAcceptedFile, optionalFileSchema, requiredFileSchema } from './file-rules';

const IMAGE = {
  maxBytes: 100,
  accept: '.jpg,.jpeg,.png,image/jpeg,image/png',
  messages: {
    required: 'Please choose a photo',
    tooLarge: 'Photo must be at most 100 B',
    wrongKind: 'Photo must be a JPEG or PNG',
  },
};
const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe('the shared file checks', () => {
  it('takes an accepted type, or an accepted extension when the type is missing or generic', () => {
    expect(isAcceptedFile(file('a.bin', 'image/jpeg'), IMAGE.accept)).toBe(true);
    expect(isAcceptedFile(file('a.JPG', ''), IMAGE.accept)).toBe(true);
    expect(isAcceptedFile(file('a.png', 'application/octet-stream'), IMAGE.accept)).toBe(true);
    expect(isAcceptedFile(file('a.png', 'image/heic'), IMAGE.accept)).toBe(false);
    expect(isAcceptedFile(file('a.heic', ''), IMAGE.accept)).toBe(false);
  });

  it('says what is wrong in the contract’s words: size first, then kind', () => {
    expect(fileProblem(undefined, IMAGE)).toBeUndefined();
    expect(fileProblem(file('a.heic', 'image/heic', 200), IMAGE)).toBe('Photo must be at most 100 B');
    expect(fileProblem(file('a.heic', 'image/heic'), IMAGE)).toBe('Photo must be a JPEG or PNG');
    expect(fileProblem(file('a.jpg', 'image/jpeg'), IMAGE)).toBeUndefined();
  });

  it('the schemas take a FileList or a File (a fitted image) and give the File', () => {
    const chosen = file('a.jpg', 'image/jpeg');
    expect(v.parse(requiredFileSchema(IMAGE), chosen)).toBe(chosen);
    expect(v.parse(optionalFileSchema(IMAGE), { 0: chosen, length: 1 } as unknown as FileList)).toBe(chosen);
    expect(v.parse(optionalFileSchema(IMAGE), undefined)).toBeUndefined();
    expect(v.safeParse(requiredFileSchema(IMAGE), undefined).issues?.[0].message).toBe('Please choose a photo');
  });
});
