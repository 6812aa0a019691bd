// rspack emits imported images as files (asset/resource); the import is the file's URL.
declare module '*.svg' {
  const url: string;
  export default url;
}
