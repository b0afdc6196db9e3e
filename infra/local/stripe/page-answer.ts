/** What a browser-facing page of the stand-in answers: a page, or a redirect (303, so the browser follows with GET). */
export type TPageAnswer = { status: number; html: string } | { status: 303; location: string };
