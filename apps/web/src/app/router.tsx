import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { Shell } from './shell/Shell.tsx';
import { Dashboard } from './shell/Dashboard.tsx';
import { Root } from './shell/Root.tsx';
import { Guard } from './shell/Guard.tsx';
import { PageLoader } from './shell/PageLoader.tsx';

// Paths mirror spec section 2; every page is its own chunk.
const page = (load: () => Promise<{ default: ComponentType }>): LazyExoticComponent<ComponentType> => lazy(load);
const el = (C: LazyExoticComponent<ComponentType>) => (
  <PageLoader>
    <C />
  </PageLoader>
);

const Home = page(() => import('../modules/mall/pages/HomePage.tsx'));
const Booking = page(() => import('../modules/mall/pages/BookingPage.tsx'));
const AppDownload = page(() => import('../modules/mall/pages/AppDownloadPage.tsx'));
const Login = page(() => import('../modules/system/pages/LoginPage.tsx'));
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
const FeedbackList = page(() => import('../modules/adapter/pages/FeedbackListPage.tsx'));
const FeedbackDetail = page(() => import('../modules/adapter/pages/FeedbackDetailPage.tsx'));
const SmsList = page(() => import('../modules/adapter/pages/SmsListPage.tsx'));
const SmsDetail = page(() => import('../modules/adapter/pages/SmsDetailPage.tsx'));
const Department = page(() => import('../modules/org/pages/DepartmentPage.tsx'));
const CompanyContacts = page(() => import('../modules/org/pages/CompanyContactsPage.tsx'));
const CompanyInvoices = page(() => import('../modules/org/pages/CompanyInvoicesPage.tsx'));
const RoleList = page(() => import('../modules/role/pages/RoleListPage.tsx'));
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
const TrainOrderDetail = page(() => import('../modules/train/pages/TrainOrderDetailPage.tsx'));
const TrainOrders = page(() => import('../modules/train/pages/TrainOrderListPage.tsx'));
const TrainRefund = page(() => import('../modules/train/pages/TrainRefundPage.tsx'));
const TrainAmends = page(() => import('../modules/train/pages/TrainAmendListPage.tsx'));
const TrainAmendDetail = page(() => import('../modules/train/pages/TrainAmendDetailPage.tsx'));
const ManageOrderDetail = page(() => import('../modules/train/pages/ManageOrderDetailPage.tsx'));
const CompanyMain = page(() => import('../modules/company/pages/CompanyMainPage.tsx'));
const Invite = page(() => import('../modules/company/pages/InvitePage.tsx'));
const ConfigDetail = page(() => import('../modules/company/pages/ConfigDetailPage.tsx'));
const ConfigManagement = page(() => import('../modules/company/pages/ConfigManagementPage.tsx'));
const MessageTemplateList = page(() => import('../modules/message/pages/MessageTemplateListPage.tsx'));
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
const CityCategory = page(() => import('../modules/policy/pages/CityCategoryPage.tsx'));
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
const BankAccountList = page(() => import('../modules/trade/pages/BankAccountListPage.tsx'));
const BankCardList = page(() => import('../modules/trade/pages/BankCardListPage.tsx'));
const ExportList = page(() => import('../modules/exports/pages/ExportListPage.tsx'));
const Cashier = page(() => import('../modules/cashier/pages/CashierPage.tsx'));
const NotFound = page(() => import('../modules/system/pages/NotFoundPage.tsx'));

const routes: RouteObject[] = [
  {
    element: <Shell />,
    children: [
      { path: '/', element: el(Home) },
      { path: '/login', element: el(Login) },
      { path: '/User/Register', element: el(RegisterPage) },
      { path: '/Company/Register', element: el(RegisterPage) },
      { path: '/reset', element: el(Reset) },
      { path: '/System/about', element: el(About) },
      { path: '/System/serve/contact', element: el(Contact) },
      { path: '/System/serve/guideline', element: el(Guideline) },
      { path: '/train', element: el(AppDownload) },
      { path: '/btripplatform/main', element: el(BtripPlatform) },
      { path: '/meeting/index', element: el(MeetingIndex) },
      { path: '/mall/feedBack', element: el(FeedbackForm) },
      { path: '/mall/booking', element: <Guard>{el(Booking)}</Guard> },
      { path: '/mall/train/list', element: <Guard>{el(TrainSearch)}</Guard> },
      { path: '/order/orderSeat', element: <Guard>{el(TrainBooking)}</Guard> },
      { path: '/order/detail', element: <Guard>{el(TrainOrderDetail)}</Guard> },
      { path: '/oldorder/:service?/detail/:applyarea?/:id?/:demand?', element: <Guard>{el(OldOrder)}</Guard> },
      // The mall's order list: the traveller's orders (trains so far).
      { path: '/mall/list', element: <Navigate to="/order/train/list" replace /> },
      { path: '/train/refundTicket', element: <Guard>{el(TrainRefund)}</Guard> },
      { path: '/order/train/Change/:UniqueID?', element: <Guard>{el(TrainChange)}</Guard> },
      { path: '/invite/:inviteCode', element: el(Invite) },
      // Routes whose screens come with later issues lead to the nearest working screen.
      { path: '/approval/:inviteCode', element: el(ApprovalLink) },
      { path: '/dinglogin', element: <Navigate to="/login?tab=im" replace /> },
      { path: '/trade/cashier', element: <Guard>{el(Cashier)}</Guard> },
      { path: '/crm/user/display', element: <Navigate to="/System/User/Main" replace /> },
      { path: '*', element: el(NotFound) },
    ],
  },
  {
    element: (
      <Guard>
        <Dashboard />
      </Guard>
    ),
    children: [
      { path: '/fullscreen', element: el(UserMain), handle: { fullscreen: true } },
      { path: '/System/User/Main', element: el(UserMain) },
      // The order lists (spec section 2): the client's and the desk of TMC staff and suppliers; trains so far.
      { path: '/order/train/list/:state?', element: el(TrainOrders) },
      { path: '/manage/train/order/list/:state?', element: el(TrainOrders) },
      { path: '/manage/order/list/:state?', element: el(TrainOrders) },
      { path: '/manage/train/order/detail', element: el(ManageOrderDetail) },
      { path: '/manage/order/detail', element: el(ManageOrderDetail) },
      { path: '/manage/train/amend/list/:state?', element: el(TrainAmends) },
      { path: '/manage/amend/list/:state?', element: el(TrainAmends) },
      { path: '/manage/train/amend/detail', element: el(TrainAmendDetail) },
      { path: '/manage/amend/detail', element: el(TrainAmendDetail) },
      { path: '/System/User/:UserID/Security', element: el(UserSecurity) },
      { path: '/System/User/:UserID/Passenger', element: el(PassengerList) },
      { path: '/System/User/:UserID/Address', element: el(AddressList) },
      { path: '/System/User/:UserID/ContactInfo', element: el(UserContacts) },
      { path: '/System/User/:UserID/InvoiceInfo', element: el(UserInvoices) },
      { path: '/System/User/:UserID/TrainAccount', element: el(RailAccounts) },
      { path: '/adapter/smslist', element: el(SmsList) },
      { path: '/adapter/smsdetail', element: el(SmsDetail) },
      { path: '/admin/feedBack/list', element: el(FeedbackList) },
      { path: '/admin/feedBack/detail', element: el(FeedbackDetail) },
      { path: '/System/Company/:CompanyID/Department', element: el(Department) },
      { path: '/System/Company/:CompanyID/ContactInfo', element: el(CompanyContacts) },
      { path: '/System/Company/:CompanyID/InvoiceInfo', element: el(CompanyInvoices) },
      { path: '/System/Company/:CompanyID/Role', element: el(RoleList) },
      { path: '/System/Company/:CompanyID/Role/:RoleKey', element: el(RoleDetail) },
      { path: '/System/User/:UserID/Role', element: el(UserRole) },
      { path: '/System/User/:UserID/Role/:RoleKey', element: el(UserRole) },
      { path: '/System/Company/:CompanyID/Job', element: el(JobList) },
      { path: '/System/Company/:CompanyID/Employee', element: el(Employee) },
      { path: '/System/Company/:CompanyID/Group', element: el(GroupList) },
      { path: '/System/Company/:CompanyID/CostCenter', element: el(CostCenterList) },
      { path: '/System/Company/:CompanyID/Project', element: el(ProjectList) },
      { path: '/System/Employee/CustomersFree', element: el(CustomersFree) },
      { path: '/CustomerLevel', element: el(CustomerLevel) },
      { path: '/System/Company/TradeLevelAdd', element: el(TradeLevelAdd) },
      { path: '/system/supply/list', element: el(SupplierList) },
      { path: '/System/Company/:CompanyID/Main', element: el(CompanyMain) },
      { path: '/System/ConfigInfo/:CompanyID/detail', element: el(ConfigDetail) },
      { path: '/System/ConfigInfo/configManagement', element: el(ConfigManagement) },
      { path: '/System/Company/:CompanyID/TripRule', element: el(TripRuleList) },
      { path: '/System/Company/:CompanyID/TripRule/:RuleID', element: el(TripRuleEdit) },
      { path: '/system/cityCategory/list', element: el(CityCategory) },
      { path: '/System/ContraryReason/:CompanyID/ContraryUpdate', element: el(ContraryReason) },
      { path: '/System/TravePurpose/:CompanyID/TravePurposeUpdate', element: el(TravelPurpose) },
      { path: '/System/approvalSet/:CompanyID/list', element: el(ApprovalSetList) },
      { path: '/System/approvalSet/detail', element: el(ApprovalSetDetail) },
      { path: '/System/Charge/:CompanyID/ChargeList', element: el(ChargeList) },
      { path: '/System/Charge/:CompanyID/ChargeUpdate', element: el(ChargeUpdate) },
      { path: '/Flow', element: el(FlowList) },
      { path: '/Flow/:FlowID', element: el(FlowEditor) },
      { path: '/System/TripFlow/:CompanyID/Detail', element: el(TripFlow) },
      { path: '/mall/approvals', element: el(Approvals) },
      {
        path: '/btrip',
        element: el(BtripLayout),
        children: [
          { index: true, element: <Navigate to="/btrip/list" replace /> },
          { path: 'outgoing/register', element: el(BtripRegister) },
          { path: 'list', element: el(BtripList) },
          { path: 'Applicationform', element: el(BtripApplication) },
          { path: 'Correct', element: el(BtripCorrect) },
        ],
      },
      { path: '/Service/Btrip/:CompanyID/list', element: el(BtripCompanyList) },
      { path: '/System/message/:CompanyID/list', element: el(MessageTemplateList) },
      { path: '/System/message/:CompanyID/detail', element: el(MessageTemplateDetail) },
      { path: '/bill/:CompanyID/TradeAccountList', element: el(TradeAccountList) },
      { path: '/bill/:CompanyID/TradeAccountAdd', element: el(TradeAccountAdd) },
      { path: '/bill/:CompanyID/TradeFlowList', element: el(TradeFlowList) },
      { path: '/bill/TradeInfo/:CompanyID/TradePayment', element: el(TradePayment) },
      { path: '/bill/TradeInfo/:CompanyID/TradeReceive', element: el(TradeReceive) },
      { path: '/bill/company/tradedetails', element: el(TradeDeals) },
      { path: '/bill/BankAccount/:CompanyID/list', element: el(BankAccountList) },
      { path: '/bill/bankcard/list', element: el(BankCardList) },
      { path: '/system/bill/exportlist', element: el(ExportList) },
      { path: '/System/Company/:CompanyID/trade/list', element: el(TradeDeals) },
      { path: '/System/Company/:CompanyID/trade/details', element: el(TradeDealDetail) },
      { path: '/System/Company/:CompanyID/tradeorder/detail', element: el(TradeOrderDeals) },
    ],
  },
];

export const router = createBrowserRouter([{ element: <Root />, children: routes }]);
