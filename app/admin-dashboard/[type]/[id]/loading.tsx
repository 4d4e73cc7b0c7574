export { DeskPageLoading as default } from '@/modules/desk/shell/page-loading'
