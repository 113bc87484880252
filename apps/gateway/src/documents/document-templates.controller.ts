import { Controller, Delete, Get, HttpCode, Inject, Param, Post, Query, Req, Res, UnprocessableEntityException, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  DELETE_TEMPLATE,
  DOCUMENT_KINDS,
  DOCUMENT_LANGUAGES,
  DOCUMENT_REGISTER_EXPORT_TIMEOUT_MS,
  type DocumentKind,
  EXPORT_DOCUMENTS,
  type Lang,
  LIST_DOCUMENTS,
  LIST_TEMPLATES,
  Paths,
  READ_BUILT_IN_TEMPLATE,
  READ_TEMPLATE,
  REGENERATE_ABSENCE_DOCUMENT,
  UPLOAD_TEMPLATE,
} from '@presently/contracts';
import type { RpcClient } from '@presently/messaging';
import { Screen } from '../access/access.decorators';
import { AdminRoute, Invalid } from '../common/api-docs.decorators';
import { data } from '../common/envelope';
import { metaOf } from '../common/meta';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { RPC_CLIENT } from '../common/tokens';
import { ExportDocumentsQueryDto, ListDocumentsQueryDto } from './documents.dtos';
import { DOCX_MIME, sendDownload } from './file-response';
import { TEMPLATE_FIELD, templateUploadOf, TemplateUploadInterceptor } from './template-upload';

const ID_PARAM = ApiParam({ name: 'id', type: Number });
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * /document-templates (spec section 2: roles 1, 3 and 7): the company's templates per kind and
 * language, and the register of the documents issued from them.
 */
@ApiTags('documents')
@AdminRoute('roles 2, 4, 5, 6 and 8')
@Screen(Paths.documentTemplates)
@Controller()
export class DocumentTemplatesController {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  @Get('document-templates')
  @ApiOperation({ summary: 'The company’s template for each kind and language (its upload, or the built-in default), with the placeholders each uses and whether each is known' })
  @ApiOkResponse({ description: '{ data: DocumentTemplateView[] } (9 slots: 3 kinds × en, mk, bg)' })
  async list(@Req() req: FastifyRequest) {
    return data(await this.rpc.call(LIST_TEMPLATES, {}, metaOf(req)));
  }

  @Post('document-templates')
  @UseInterceptors(TemplateUploadInterceptor)
  @ApiOperation({ summary: 'Upload a .docx template for a kind and language, replacing the one there (checked by content: a .docx of at most 5 MB whose tags are well formed and known)' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['kind', 'language', TEMPLATE_FIELD],
      properties: { kind: { type: 'string', enum: [...DOCUMENT_KINDS] }, language: { type: 'string', enum: [...DOCUMENT_LANGUAGES] }, [TEMPLATE_FIELD]: { type: 'string', format: 'binary' } },
    },
  })
  @ApiCreatedResponse({ description: '{ data: DocumentTemplateView }' })
  @Invalid(
    '{ file: ["template_file_required" | "template_not_docx" | "template_too_large_5mb" | "template_malformed_tag" | "template_unknown_placeholder"], kind: ["field_required" | "invalid_option"], language: [...] }, with problems: [{ key, tag, position }] naming each bad tag and its position in the document’s text',
  )
  async upload(@Req() req: FastifyRequest) {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const file = templateUploadOf(req);
    const result = await this.rpc.call(
      UPLOAD_TEMPLATE,
      { kind: body.kind as DocumentKind, language: body.language as Lang, name: file.originalname || 'template.docx', content_base64: file.buffer.toString('base64') },
      metaOf(req),
    );
    if (!result.ok) throw new UnprocessableEntityException({ errors: result.errors, ...(result.problems.length > 0 ? { problems: result.problems } : {}) });
    return data(result.template);
  }

  @Get('document-templates/:id/file')
  @ID_PARAM
  @ApiOperation({ summary: 'Download an uploaded template' })
  @ApiProduces(DOCX_MIME)
  @ApiResponse({ status: 404, description: 'not_found' })
  async file(@Param('id', ParseIdPipe) id: number, @Req() req: FastifyRequest, @Res() res: FastifyReply): Promise<void> {
    const file = await this.rpc.call(READ_TEMPLATE, { id }, metaOf(req));
    sendDownload(res, { ...file, mime: DOCX_MIME });
  }

  @Get('document-templates/built-in/:kind/:language/file')
  @ApiParam({ name: 'kind', enum: DOCUMENT_KINDS })
  @ApiParam({ name: 'language', enum: DOCUMENT_LANGUAGES })
  @ApiOperation({ summary: 'Download a built-in template (a starting point for the company’s own)' })
  @ApiProduces(DOCX_MIME)
  @Invalid('{ kind: ["invalid_option"], language: ["invalid_option"] }')
  // The kind and language are checked by documents, like every other field it is sent.
  async builtIn(@Param('kind') kind: string, @Param('language') language: string, @Req() req: FastifyRequest, @Res() res: FastifyReply): Promise<void> {
    const file = await this.rpc.call(READ_BUILT_IN_TEMPLATE, { kind: kind as DocumentKind, language: language as Lang }, metaOf(req));
    sendDownload(res, { ...file, mime: DOCX_MIME });
  }

  @Delete('document-templates/:id')
  @ID_PARAM
  @ApiOperation({ summary: 'Delete an uploaded template: its kind and language fall back to the built-in one (documents already issued keep their content)' })
  @ApiOkResponse({ description: '{ data: { deleted: true } }' })
  @ApiResponse({ status: 404, description: 'not_found' })
  async remove(@Param('id', ParseIdPipe) id: number, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(DELETE_TEMPLATE, { id }, metaOf(req)));
  }

  @Get('documents')
  @ApiOperation({ summary: 'The register of issued documents: number, date, employee, kind, status (a failed generation shows its error), newest first' })
  @ApiOkResponse({ description: '{ data: { items: GeneratedDocumentView[], total, page, per_page } }' })
  @Invalid('{ year: ["invalid_option"], kind: ["invalid_option"], from: ["date_invalid"] }')
  async register(@Query() query: ListDocumentsQueryDto, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(LIST_DOCUMENTS, query, metaOf(req)));
  }

  @Get('documents/export')
  @ApiOperation({
    summary:
      'The register, filtered as GET /api/documents, as CSV (UTF-8, column names and codes for other programs) or ?format=xlsx (a spreadsheet with headers, kinds and statuses in the user’s language, dates as dates)',
  })
  @ApiProduces('text/csv', XLSX_MIME)
  @Invalid('{ format: ["invalid_option"], year: ["invalid_option"], kind: ["invalid_option"], from: ["date_invalid"] }')
  // Documents reads the register and writes the file (one call for up to 10,000 rows); the gateway only sends it.
  async export(@Query() query: ExportDocumentsQueryDto, @Req() req: FastifyRequest, @Res() res: FastifyReply): Promise<void> {
    sendDownload(res, await this.rpc.call(EXPORT_DOCUMENTS, query, metaOf(req), DOCUMENT_REGISTER_EXPORT_TIMEOUT_MS));
  }

  @Post('absences/:id/document/regenerate')
  @HttpCode(202)
  @ID_PARAM
  @ApiOperation({ summary: 'Generate an absence’s document again with the current template (after a template change, or a failure); it keeps its number and date' })
  @ApiResponse({ status: 202, description: '{ data: GeneratedDocumentView } with status pending; the earlier version stays downloadable until the new one is ready' })
  @ApiResponse({ status: 404, description: 'document_not_found' })
  async regenerate(@Param('id', ParseIdPipe) id: number, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(REGENERATE_ABSENCE_DOCUMENT, { absence_request_id: id }, metaOf(req)));
  }
}
