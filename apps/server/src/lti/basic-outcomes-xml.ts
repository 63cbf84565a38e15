// LTI 1.1 Basic Outcomes (POX): the three requests a tool sends and the response envelope. The
// messages are small and fixed, so they are read with patterns rather than an XML parser; anything
// that does not match is refused as a bad request. No DTDs or entities beyond the five predefined
// ones are honoured, so there is nothing to expand.

export type OutcomeOperation = 'replaceResult' | 'readResult' | 'deleteResult';

export interface OutcomeRequest {
  operation: OutcomeOperation;
  messageIdentifier: string;
  sourcedId: string;
  /** replaceResult's score, 0.0 to 1.0. */
  score?: number;
  /** replaceResult's resultData text (docs/lti.md: the demo tool sends the completed module count). */
  resultText?: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ENTITIES[name]!);
const encode = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&${Object.entries(ENTITIES).find(([, v]) => v === c)![0]};`);

const element = (xml: string, name: string) =>
  new RegExp(`<(?:\\w+:)?${name}>([\\s\\S]*?)</(?:\\w+:)?${name}>`).exec(xml)?.[1]?.trim();

export function parseOutcomeRequest(xml: string): OutcomeRequest | undefined {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) return undefined;
  const operation = /<(?:\w+:)?(replaceResult|readResult|deleteResult)Request[\s>]/.exec(xml)?.[1];
  const messageIdentifier = element(xml, 'imsx_messageIdentifier');
  const sourcedId = element(xml, 'sourcedId');
  if (!operation || !messageIdentifier || !sourcedId) return undefined;
  const request: OutcomeRequest = {
    operation: operation as OutcomeOperation,
    messageIdentifier: decode(messageIdentifier),
    sourcedId: decode(sourcedId),
  };
  if (operation === 'replaceResult') {
    const score = Number(element(element(xml, 'resultScore') ?? '', 'textString'));
    // Basic Outcomes: a decimal from 0.0 to 1.0; anything else is refused (spec: failure).
    if (!Number.isFinite(score) || score < 0 || score > 1) return undefined;
    request.score = score;
    const text = element(element(xml, 'resultData') ?? '', 'text');
    if (text !== undefined) request.resultText = decode(text);
  }
  return request;
}

/** A Basic Outcomes request as a tool sends it. */
export function outcomeRequestXml(request: OutcomeRequest): string {
  const result =
    request.operation === 'replaceResult'
      ? `<result><resultScore><language>en</language><textString>${request.score}</textString></resultScore>${
          request.resultText === undefined
            ? ''
            : `<resultData><text>${encode(request.resultText)}</text></resultData>`
        }</result>`
      : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<imsx_POXEnvelopeRequest xmlns="http://www.imsglobal.org/services/ltiv1p1/xsd/imsoms_v1p0">
<imsx_POXHeader><imsx_POXRequestHeaderInfo><imsx_version>V1.0</imsx_version><imsx_messageIdentifier>${encode(request.messageIdentifier)}</imsx_messageIdentifier></imsx_POXRequestHeaderInfo></imsx_POXHeader>
<imsx_POXBody><${request.operation}Request><resultRecord><sourcedGUID><sourcedId>${encode(request.sourcedId)}</sourcedId></sourcedGUID>${result}</resultRecord></${request.operation}Request></imsx_POXBody>
</imsx_POXEnvelopeRequest>`;
}

/** The response envelope; `score` is readResult's answer (empty when nothing is graded). */
export function outcomeResponseXml(response: {
  success: boolean;
  description: string;
  messageIdentifier: string;
  inReplyTo: string;
  operation: OutcomeOperation | 'unknown';
  score?: number | null;
}): string {
  const body =
    response.operation === 'readResult' && response.success
      ? `<readResultResponse><result><resultScore><language>en</language><textString>${response.score ?? ''}</textString></resultScore></result></readResultResponse>`
      : response.operation === 'unknown'
        ? ''
        : `<${response.operation}Response/>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<imsx_POXEnvelopeResponse xmlns="http://www.imsglobal.org/services/ltiv1p1/xsd/imsoms_v1p0">
<imsx_POXHeader><imsx_POXResponseHeaderInfo><imsx_version>V1.0</imsx_version><imsx_messageIdentifier>${encode(response.messageIdentifier)}</imsx_messageIdentifier>
<imsx_statusInfo><imsx_codeMajor>${response.success ? 'success' : 'failure'}</imsx_codeMajor><imsx_severity>status</imsx_severity><imsx_description>${encode(response.description)}</imsx_description><imsx_messageRefIdentifier>${encode(response.inReplyTo)}</imsx_messageRefIdentifier><imsx_operationRefIdentifier>${response.operation}</imsx_operationRefIdentifier></imsx_statusInfo>
</imsx_POXResponseHeaderInfo></imsx_POXHeader>
<imsx_POXBody>${body}</imsx_POXBody>
</imsx_POXEnvelopeResponse>`;
}
