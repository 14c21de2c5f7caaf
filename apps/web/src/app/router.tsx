import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { Shell } from './shell/Shell.tsx';
import { Root } from './shell/Root.tsx';
import { Guard } from './shell/Guard.tsx';
import { PageLoader } from './shell/PageLoader.tsx';
import { loadFeedback } from './feedback.tsx';
import { loadAllTexts } from './i18n.ts';
import { withOrderProducts } from './order-products.ts';
import { resourceScreens } from './resource-screens.ts';
import { resourceRoutes } from '../kit/resource/routes.tsx';

// Paths mirror spec section 2; every page is its own chunk. A page renders once the whole catalogue of the reader's
// language and the message and dialog hooks of App.useApp are in, except the first pages, whose texts the first part
// holds and which load those hooks when they first show one (i18n.ts, feedback.tsx; docs/performance.md "First page").
type TPageModule = { default: ComponentType };
const firstPage = (load: () => Promise<TPageModule>): LazyExoticComponent<ComponentType> => lazy(load);
const withTexts = (load: () => Promise<TPageModule>) => () =>
  Promise.all([load(), loadAllTexts(), loadFeedback()]).then(([m]) => m);
const page = (load: () => Promise<TPageModule>): LazyExoticComponent<ComponentType> => lazy(withTexts(load));
const el = (C: LazyExoticComponent<ComponentType>) => (
  <PageLoader>
    <C />
  </PageLoader>
);

// The login-required layout is a chunk of its own too (side menu, icons, work tasks): the public first pages skip it.
const Dashboard = page(() => import('./shell/Dashboard.tsx').then((m) => ({ default: m.Dashboard })));

const Home = firstPage(() => import('../modules/mall/pages/HomePage.tsx'));
const Booking = page(() => import('../modules/mall/pages/BookingPage.tsx'));
const AppDownload = page(() => import('../modules/mall/pages/AppDownloadPage.tsx'));
const Login = firstPage(() => import('../modules/system/pages/LoginPage.tsx'));
const RegisterPage = page(() => import('../modules/system/pages/RegisterPage.tsx'));
const Reset = page(() => import('../modules/system/pages/ResetPage.tsx'));
const About = page(() => import('../modules/system/pages/AboutPage.tsx'));
const Contact = page(() => import('../modules/system/pages/ContactPage.tsx'));
const Guideline = page(() => import('../modules/system/pages/GuidelinePage.tsx'));
const UserMain = page(() => import('../modules/system/pages/UserMainPage.tsx'));
const UserSecurity = page(() => import('../modules/system/pages/UserSecurityPage.tsx'));
const BtripPlatform = page(() => import('../modules/btrip/pages/BtripPlatformPage.tsx'));
const MeetingIndex = page(() => import('../modules/meeting/pages/MeetingIndexPage.tsx'));
const FeedbackForm = page(() => import('../modules/adapter/pages/FeedbackFormPage.tsx'));
const FeedbackDetail = page(() => import('../modules/adapter/pages/FeedbackDetailPage.tsx'));
const SmsDetail = page(() => import('../modules/adapter/pages/SmsDetailPage.tsx'));
const Department = page(() => import('../modules/org/pages/DepartmentPage.tsx'));
const CompanyContacts = page(() => import('../modules/org/pages/CompanyContactsPage.tsx'));
const CompanyInvoices = page(() => import('../modules/org/pages/CompanyInvoicesPage.tsx'));
const RoleDetail = page(() => import('../modules/role/pages/RoleDetailPage.tsx'));
const UserRole = page(() => import('../modules/role/pages/UserRolePage.tsx'));
const JobList = page(() => import('../modules/org/pages/JobListPage.tsx'));
const Employee = page(() => import('../modules/org/pages/EmployeePage.tsx'));
const GroupList = page(() => import('../modules/org/pages/GroupListPage.tsx'));
const CostCenterList = page(() => import('../modules/org/pages/CostCenterListPage.tsx'));
const ProjectList = page(() => import('../modules/org/pages/ProjectListPage.tsx'));
const CustomersFree = page(() => import('../modules/customer/pages/CustomersFreePage.tsx'));
const CustomerLevel = page(() => import('../modules/customer/pages/CustomerLevelPage.tsx'));
const TradeLevelAdd = page(() => import('../modules/customer/pages/TradeLevelAddPage.tsx'));
const SupplierList = page(() => import('../modules/customer/pages/SupplierListPage.tsx'));
const PassengerList = page(() => import('../modules/profile/pages/PassengerListPage.tsx'));
const AddressList = page(() => import('../modules/profile/pages/AddressListPage.tsx'));
const UserContacts = page(() => import('../modules/profile/pages/UserContactPage.tsx'));
const UserInvoices = page(() => import('../modules/profile/pages/UserInvoicePage.tsx'));
const RailAccounts = page(() => import('../modules/train/pages/RailAccountPage.tsx'));
const TrainSearch = page(() => import('../modules/train/pages/TrainSearchPage.tsx'));
const TrainBooking = page(() => import('../modules/train/pages/TrainBookingPage.tsx'));
const TrainChange = page(() => import('../modules/train/pages/TrainChangePage.tsx'));
const OldOrder = page(() => import('../modules/mall/pages/OldOrderRedirect.tsx'));
const TrainRefund = page(() => import('../modules/train/pages/TrainRefundPage.tsx'));
const FlightSearch = page(() => import('../modules/flight/pages/FlightSearchPage.tsx'));
// The order screens, one per spec route for every product (modules/order/products.ts).
const OrderDetail = page(() => withOrderProducts(import('../modules/order/pages/OrderDetailPage.tsx')));
const OrderList = page(() => withOrderProducts(import('../modules/order/pages/OrderListPage.tsx')));
const DeskOrderDetail = page(() => withOrderProducts(import('../modules/order/pages/DeskOrderDetailPage.tsx')));
const AmendList = page(() => withOrderProducts(import('../modules/order/pages/AmendListPage.tsx')));
const AmendDetail = page(() => withOrderProducts(import('../modules/order/pages/AmendDetailPage.tsx')));
const CompanyMain = page(() => import('../modules/company/pages/CompanyMainPage.tsx'));
const Invite = page(() => import('../modules/company/pages/InvitePage.tsx'));
const ConfigDetail = page(() => import('../modules/company/pages/ConfigDetailPage.tsx'));
const ConfigManagement = page(() => import('../modules/company/pages/ConfigManagementPage.tsx'));
const MessageTemplateDetail = page(() => import('../modules/message/pages/MessageTemplateDetailPage.tsx'));
const BtripLayout = page(() => import('../modules/btrip/pages/BtripLayoutPage.tsx'));
const BtripRegister = page(() => import('../modules/btrip/pages/BtripRegisterPage.tsx'));
const BtripList = page(() => import('../modules/btrip/pages/BtripListPage.tsx'));
const BtripApplication = page(() => import('../modules/btrip/pages/BtripApplicationPage.tsx'));
const BtripCorrect = page(() => import('../modules/btrip/pages/BtripCorrectPage.tsx'));
const BtripCompanyList = page(() => import('../modules/btrip/pages/BtripCompanyListPage.tsx'));
const FlowList = page(() => import('../modules/approval/pages/FlowListPage.tsx'));
const FlowEditor = page(() => import('../modules/approval/pages/FlowEditorPage.tsx'));
const TripFlow = page(() => import('../modules/approval/pages/TripFlowPage.tsx'));
const Approvals = page(() => import('../modules/approval/pages/ApprovalsPage.tsx'));
const ApprovalLink = page(() => import('../modules/approval/pages/ApprovalLinkPage.tsx'));
const TripRuleList = page(() => import('../modules/policy/pages/TripRuleListPage.tsx'));
const TripRuleEdit = page(() => import('../modules/policy/pages/TripRuleEditPage.tsx'));
const ContraryReason = page(() => import('../modules/policy/pages/ContraryReasonPage.tsx'));
const TravelPurpose = page(() => import('../modules/policy/pages/TravelPurposePage.tsx'));
const ApprovalSetList = page(() => import('../modules/policy/pages/ApprovalSetListPage.tsx'));
const ApprovalSetDetail = page(() => import('../modules/policy/pages/ApprovalSetDetailPage.tsx'));
const ChargeList = page(() => import('../modules/charge/pages/ChargeListPage.tsx'));
const ChargeUpdate = page(() => import('../modules/charge/pages/ChargeUpdatePage.tsx'));
const TradeAccountList = page(() => import('../modules/trade/pages/TradeAccountListPage.tsx'));
const TradeAccountAdd = page(() => import('../modules/trade/pages/TradeAccountAddPage.tsx'));
const TradeFlowList = page(() => import('../modules/trade/pages/TradeFlowListPage.tsx'));
const TradePayment = page(() => import('../modules/trade/pages/TradePaymentPage.tsx'));
const TradeReceive = page(() => import('../modules/trade/pages/TradeReceivePage.tsx'));
const TradeDeals = page(() => import('../modules/trade/pages/TradeDealsPage.tsx'));
const TradeDealDetail = page(() => import('../modules/trade/pages/TradeDealDetailPage.tsx'));
const TradeOrderDeals = page(() => import('../modules/trade/pages/TradeOrderDealsPage.tsx'));
const Cashier = page(() => import('../modules/cashier/pages/CashierPage.tsx'));
const NotFound = page(() => import('../modules/system/pages/NotFoundPage.tsx'));

const routes: RouteObject[] = [
  {
    element: <Shell />,
    children: [
      { path: '/', element: el(Home), handle: { title: 'shell.nav.home' } },
      { path: '/login', element: el(Login), handle: { title: 'account.login.title' } },
      { path: '/User/Register', element: el(RegisterPage), handle: { title: 'account.register.titlePersonal' } },
      { path: '/Company/Register', element: el(RegisterPage), handle: { title: 'account.register.titleCompany' } },
      { path: '/reset', element: el(Reset), handle: { title: 'account.reset.title' } },
      { path: '/System/about', element: el(About), handle: { title: 'pages.about.title' } },
      { path: '/System/serve/contact', element: el(Contact), handle: { title: 'pages.contact.title' } },
      { path: '/System/serve/guideline', element: el(Guideline), handle: { title: 'pages.guideline.title' } },
      { path: '/train', element: el(AppDownload), handle: { title: 'shell.nav.app' } },
      { path: '/btripplatform/main', element: el(BtripPlatform), handle: { title: 'shell.nav.btrip' } },
      { path: '/meeting/index', element: el(MeetingIndex), handle: { title: 'shell.nav.meeting' } },
      { path: '/mall/feedBack', element: el(FeedbackForm), handle: { title: 'adapterUi.feedback.title' } },
      { path: '/mall/booking', element: <Guard>{el(Booking)}</Guard>, handle: { title: 'mall.booking.title' } },
      { path: '/mall/train/list', element: <Guard>{el(TrainSearch)}</Guard>, handle: { title: 'trainMall.title' } },
      // The domestic flight search: one screen at the spec's two routes (issue 17 section 2).
      {
        path: '/mall/flight/Internal/list',
        element: <Guard>{el(FlightSearch)}</Guard>,
        handle: { title: 'flight.search.title' },
      },
      {
        path: '/mall/flightCN/flightList',
        element: <Guard>{el(FlightSearch)}</Guard>,
        handle: { title: 'flight.search.title' },
      },
      { path: '/order/orderSeat', element: <Guard>{el(TrainBooking)}</Guard>, handle: { title: 'trainBooking.title' } },
      {
        path: '/order/detail',
        element: <Guard>{el(OrderDetail)}</Guard>,
        handle: { title: 'orderUi.detail.title' },
      },
      {
        path: '/oldorder/:service?/detail/:applyarea?/:id?/:demand?',
        element: <Guard>{el(OldOrder)}</Guard>,
        handle: { title: 'orderUi.detail.title' },
      },
      // The mall's order list: the traveller's orders (trains so far).
      { path: '/mall/list', element: <Navigate to="/order/train/list" replace /> },
      {
        path: '/train/refundTicket',
        element: <Guard>{el(TrainRefund)}</Guard>,
        handle: { title: 'trainRefundUi.refund.title' },
      },
      {
        path: '/order/train/Change/:UniqueID?',
        element: <Guard>{el(TrainChange)}</Guard>,
        handle: { title: 'trainChangeUi.title' },
      },
      { path: '/invite/:inviteCode', element: el(Invite), handle: { title: 'company.landing.title' } },
      // Routes whose screens come with later issues lead to the nearest working screen.
      { path: '/approval/:inviteCode', element: el(ApprovalLink), handle: { title: 'approval.linkPage.title' } },
      { path: '/dinglogin', element: <Navigate to="/login?tab=im" replace /> },
      { path: '/trade/cashier', element: <Guard>{el(Cashier)}</Guard>, handle: { title: 'cashier.title' } },
      { path: '/crm/user/display', element: <Navigate to="/System/User/Main" replace /> },
      { path: '*', element: el(NotFound), handle: { title: 'pages.notFound.title' } },
    ],
  },
  {
    element: <Guard>{el(Dashboard)}</Guard>,
    children: [
      { path: '/fullscreen', element: el(UserMain), handle: { fullscreen: true, title: 'system.menu.userMain' } },
      { path: '/System/User/Main', element: el(UserMain), handle: { title: 'system.menu.userMain' } },
      // The order screens (spec section 2): the client's list and the desk of TMC staff and suppliers, each one screen
      // for every product; the optional service picks the product (none: the first), an unknown one is not found.
      { path: '/order/:service?/list/:state?', element: el(OrderList), handle: { title: 'order.menu.mine' } },
      { path: '/manage/:service?/order/list/:state?', element: el(OrderList), handle: { title: 'order.menu.manage' } },
      {
        path: '/manage/:service?/order/detail',
        element: el(DeskOrderDetail),
        handle: { title: 'orderUi.detail.title' },
      },
      {
        path: '/manage/:service?/amend/list/:state?',
        element: el(AmendList),
        handle: { title: 'trainRefundUi.menu.amendDesk' },
      },
      {
        path: '/manage/:service?/amend/detail',
        element: el(AmendDetail),
        handle: { title: 'orderUi.amendDetail.title' },
      },
      {
        path: '/System/User/:UserID/Security',
        element: el(UserSecurity),
        handle: { title: 'system.menu.userSecurity' },
      },
      {
        path: '/System/User/:UserID/Passenger',
        element: el(PassengerList),
        handle: { title: 'system.menu.passengers' },
      },
      { path: '/System/User/:UserID/Address', element: el(AddressList), handle: { title: 'system.menu.addresses' } },
      {
        path: '/System/User/:UserID/ContactInfo',
        element: el(UserContacts),
        handle: { title: 'system.menu.userContacts' },
      },
      {
        path: '/System/User/:UserID/InvoiceInfo',
        element: el(UserInvoices),
        handle: { title: 'system.menu.userInvoices' },
      },
      {
        path: '/System/User/:UserID/TrainAccount',
        element: el(RailAccounts),
        handle: { title: 'train.account.page.title' },
      },
      // The kit's screens: route and title from their definitions (resource-screens.ts).
      ...resourceRoutes(resourceScreens, withTexts).map((r) => ({
        path: r.path,
        element: el(r.Page),
        handle: { title: r.title },
      })),
      { path: '/adapter/smsdetail', element: el(SmsDetail), handle: { title: 'adapterUi.sms.detailTitle' } },
      { path: '/admin/feedBack/detail', element: el(FeedbackDetail), handle: { title: 'system.menu.feedbackList' } },
      {
        path: '/System/Company/:CompanyID/Department',
        element: el(Department),
        handle: { title: 'system.menu.departments' },
      },
      {
        path: '/System/Company/:CompanyID/ContactInfo',
        element: el(CompanyContacts),
        handle: { title: 'system.menu.companyContacts' },
      },
      {
        path: '/System/Company/:CompanyID/InvoiceInfo',
        element: el(CompanyInvoices),
        handle: { title: 'system.menu.companyInvoices' },
      },
      {
        path: '/System/Company/:CompanyID/Role/:RoleKey',
        element: el(RoleDetail),
        handle: { title: 'system.menu.roles' },
      },
      { path: '/System/User/:UserID/Role', element: el(UserRole), handle: { title: 'role.myTitle' } },
      { path: '/System/User/:UserID/Role/:RoleKey', element: el(UserRole), handle: { title: 'role.myTitle' } },
      { path: '/System/Company/:CompanyID/Job', element: el(JobList), handle: { title: 'system.menu.jobs' } },
      {
        path: '/System/Company/:CompanyID/Employee',
        element: el(Employee),
        handle: { title: 'system.menu.employees' },
      },
      { path: '/System/Company/:CompanyID/Group', element: el(GroupList), handle: { title: 'system.menu.groups' } },
      {
        path: '/System/Company/:CompanyID/CostCenter',
        element: el(CostCenterList),
        handle: { title: 'system.menu.costCenters' },
      },
      {
        path: '/System/Company/:CompanyID/Project',
        element: el(ProjectList),
        handle: { title: 'system.menu.projects' },
      },
      {
        path: '/System/Employee/CustomersFree',
        element: el(CustomersFree),
        handle: { title: 'system.menu.customers' },
      },
      { path: '/CustomerLevel', element: el(CustomerLevel), handle: { title: 'system.menu.customerLevels' } },
      {
        path: '/System/Company/TradeLevelAdd',
        element: el(TradeLevelAdd),
        handle: { title: 'customer.tradeLevel.title' },
      },
      { path: '/system/supply/list', element: el(SupplierList), handle: { title: 'system.menu.suppliers' } },
      {
        path: '/System/Company/:CompanyID/Main',
        element: el(CompanyMain),
        handle: { title: 'system.menu.companyMain' },
      },
      {
        path: '/System/ConfigInfo/:CompanyID/detail',
        element: el(ConfigDetail),
        handle: { title: 'system.menu.config' },
      },
      {
        path: '/System/ConfigInfo/configManagement',
        element: el(ConfigManagement),
        handle: { title: 'system.menu.configManage' },
      },
      {
        path: '/System/Company/:CompanyID/TripRule',
        element: el(TripRuleList),
        handle: { title: 'policy.menu.tripRules' },
      },
      {
        path: '/System/Company/:CompanyID/TripRule/:RuleID',
        element: el(TripRuleEdit),
        handle: { title: 'policy.menu.tripRules' },
      },
      {
        path: '/System/ContraryReason/:CompanyID/ContraryUpdate',
        element: el(ContraryReason),
        handle: { title: 'policy.menu.contraryReasons' },
      },
      {
        path: '/System/TravePurpose/:CompanyID/TravePurposeUpdate',
        element: el(TravelPurpose),
        handle: { title: 'policy.menu.travelPurposes' },
      },
      {
        path: '/System/approvalSet/:CompanyID/list',
        element: el(ApprovalSetList),
        handle: { title: 'policy.menu.approvalSet' },
      },
      {
        path: '/System/approvalSet/detail',
        element: el(ApprovalSetDetail),
        handle: { title: 'policy.approvalSet.detailTitle' },
      },
      {
        path: '/System/Charge/:CompanyID/ChargeList',
        element: el(ChargeList),
        handle: { title: 'charge.menu.serviceFees' },
      },
      {
        path: '/System/Charge/:CompanyID/ChargeUpdate',
        element: el(ChargeUpdate),
        handle: { title: 'charge.update.title' },
      },
      { path: '/Flow', element: el(FlowList), handle: { title: 'approval.menu.flows' } },
      { path: '/Flow/:FlowID', element: el(FlowEditor), handle: { title: 'approval.menu.flows' } },
      {
        path: '/System/TripFlow/:CompanyID/Detail',
        element: el(TripFlow),
        handle: { title: 'approval.menu.tripFlow' },
      },
      { path: '/mall/approvals', element: el(Approvals), handle: { title: 'approval.menu.approvals' } },
      {
        path: '/btrip',
        element: el(BtripLayout),
        children: [
          { index: true, element: <Navigate to="/btrip/list" replace /> },
          { path: 'outgoing/register', element: el(BtripRegister), handle: { title: 'btrip.menu.apply' } },
          { path: 'list', element: el(BtripList), handle: { title: 'btrip.menu.list' } },
          { path: 'Applicationform', element: el(BtripApplication), handle: { title: 'btrip.menu.apply' } },
          { path: 'Correct', element: el(BtripCorrect), handle: { title: 'btrip.menu.apply' } },
        ],
      },
      {
        path: '/Service/Btrip/:CompanyID/list',
        element: el(BtripCompanyList),
        handle: { title: 'btrip.menu.companyList' },
      },
      {
        path: '/System/message/:CompanyID/detail',
        element: el(MessageTemplateDetail),
        handle: { title: 'messageTemplate.detail.title' },
      },
      {
        path: '/bill/:CompanyID/TradeAccountList',
        element: el(TradeAccountList),
        handle: { title: 'trade.menu.accounts' },
      },
      {
        path: '/bill/:CompanyID/TradeAccountAdd',
        element: el(TradeAccountAdd),
        handle: { title: 'trade.menu.accountAdd' },
      },
      { path: '/bill/:CompanyID/TradeFlowList', element: el(TradeFlowList), handle: { title: 'trade.menu.flow' } },
      {
        path: '/bill/TradeInfo/:CompanyID/TradePayment',
        element: el(TradePayment),
        handle: { title: 'trade.menu.payment' },
      },
      {
        path: '/bill/TradeInfo/:CompanyID/TradeReceive',
        element: el(TradeReceive),
        handle: { title: 'trade.menu.receive' },
      },
      { path: '/bill/company/tradedetails', element: el(TradeDeals), handle: { title: 'trade.menu.deals' } },
      { path: '/System/Company/:CompanyID/trade/list', element: el(TradeDeals), handle: { title: 'trade.menu.deals' } },
      {
        path: '/System/Company/:CompanyID/trade/details',
        element: el(TradeDealDetail),
        handle: { title: 'tradeUi.deal.title' },
      },
      {
        path: '/System/Company/:CompanyID/tradeorder/detail',
        element: el(TradeOrderDeals),
        handle: { title: 'trade.menu.deals' },
      },
    ],
  },
];

export const router = createBrowserRouter([{ element: <Root />, children: routes }]);
