// Organisation: company profile, contacts, invoice titles (issue 3).
export const org = {
  org: {
    contact: {
      title: '联系人',
      fields: {
        ContactName: '姓名',
        ContactPhone: '手机号码',
        ContactEmail: '邮箱',
        IsDefault: '默认联系人',
        Remark: '备注',
      },
    },
    invoice: {
      title: '发票抬头',
      fields: {
        InvoiceRole: '抬头类型',
        InvoiceType: '发票类型',
        Title: '发票抬头',
        TaxpayerNo: '纳税人识别号',
        BankName: '开户银行',
        BankAccount: '银行账号',
        RegisteredAddress: '注册地址',
        RegisteredPhone: '注册电话',
        IsDefault: '默认抬头',
      },
    },
    validation: {
      taxpayerNo: '纳税人识别号应为 18 位统一社会信用代码',
    },
    errors: {
      parentDepartment: '上级部门不存在',
      moveIntoItself: '不能把部门移动到它自己或它的下级部门之下',
      taxpayerNoRequired: '企业抬头必须填写纳税人识别号',
      specialInvoiceDetails: '增值税专用发票须填写开户银行、银行账号、注册地址和注册电话',
    },
  },
} as const;
